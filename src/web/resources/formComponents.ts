import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { Resource } from '../../domain/resources/types.ts'
import type { ResourceFormProps } from './components/ResourceForm.tsx'

/**
 * The forms declarations name (`form.component`) by key, for a form a declaration cannot say, each a lazy
 * chunk of its area: the create and update pages and the list's split pane show it instead of the declared
 * sections' controls (tests/unit/resources/declarations.test.ts checks every key is here).
 */
export const FORM_COMPONENTS: Record<string, LazyExoticComponent<ComponentType<ResourceFormProps>>> = {
  // spec 1 §2–§5: the dial code select, the avatar from storage, the form's own messages (also the lead editor's drawer)
  customerForm: lazy(() => import('../customers/CustomerResourceForm.tsx')),
  // Settings › API keys: the create form, then the secret shown once
  apiKeyForm: lazy(() => import('../settings/ApiKeyForm.tsx')),
}

/** The declared sections' controls, a chunk of their own: a list loads them when its split pane opens. */
const SectionsForm = lazy(() => import('./components/ResourceForm.tsx').then((m) => ({ default: m.ResourceForm })))

/** The form a resource's pages show (inside Suspense): its declared component, else the declared sections' controls. */
export const formFor = (r: Resource): ComponentType<ResourceFormProps> =>
  (r.form.component && FORM_COMPONENTS[r.form.component]) || SectionsForm
