import { Link } from 'wouter'
import { MSG } from './messages.ts'

/** The 403 and 404 pages (spec 2 §2): code, the exact text and Back To Home. */
export function ErrorPage({ code, text }: { code: string; text: string }) {
  return (
    <section className="flex flex-col items-center justify-center px-6 py-24 text-center" aria-labelledby="error-code">
      <h1 id="error-code" className="text-6xl font-bold tracking-tight text-brand">
        {code}
      </h1>
      <p className="mt-4 max-w-md text-base text-slate-700">{text}</p>
      <Link
        href="/"
        className="mt-8 rounded-md bg-brand px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {MSG.backHome}
      </Link>
    </section>
  )
}

export function NotFoundPage() {
  return <ErrorPage code="404" text={MSG.notFound} />
}
