import { lazy, Suspense } from 'react'
import { input } from '../resources/components/inputClass.ts'
import type { RichTextProps } from './RichTextEditor.tsx'

// The editor (Tiptap and ProseMirror, ~100 kB gzip) loads with the first form that has rich text, never with the app.
const Editor = lazy(() => import('./RichTextEditor.tsx'))

/** A rich text control (HTML in, HTML out): the editor once loaded, a quiet box meanwhile. */
export function RichText(props: RichTextProps) {
  return (
    <Suspense
      fallback={
        <div className={`${input} min-h-32 text-slate-400`} aria-busy="true">
          Loading the editor…
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  )
}
