import { ErrorPage } from './ErrorPage.tsx'
import { MSG } from './messages.ts'

export default function ForbiddenPage() {
  return <ErrorPage code="403" text={MSG.forbidden} />
}
