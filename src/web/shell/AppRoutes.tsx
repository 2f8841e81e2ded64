import { Redirect, Route, Switch } from 'wouter'
import { ROUTES } from '../routes.tsx'
import { Guarded } from './Guarded.tsx'
import { NotFoundPage } from './ErrorPage.tsx'

/** The route table rendered: '/' → /dashboard, '/auth' → login, every table line guarded, else 404. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
      <Route path="/auth">
        <Redirect to="/auth/login" replace />
      </Route>
      {ROUTES.map((r) => (
        <Route key={r.path} path={r.path}>
          {(params) => <Guarded route={r} params={params} />}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  )
}
