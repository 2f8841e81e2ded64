import { Link } from 'wouter'
import { ArrowLeft } from 'lucide-react'

export function BackLink({ href }: { href: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900">
      <ArrowLeft className="size-4" aria-hidden /> Back
    </Link>
  )
}
