/** Shared control classes of the lead editor: one dense, consistent look for every input. */
export const inputCls =
  'block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 ' +
  'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ' +
  'aria-[invalid=true]:border-red-400 aria-[invalid=true]:ring-red-100'

export const buttonCls =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50'
export const primaryCls = `${buttonCls} bg-brand text-white shadow-sm hover:bg-brand-dark`
export const secondaryCls = `${buttonCls} border border-slate-300 bg-white text-slate-700 shadow-xs hover:bg-slate-50`
