/**
 * The look of a form's text input, select and textarea. In a module of its own so a screen that only
 * styles an input (the list's bulk-update dialog) does not load every field control with it.
 */
export const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus:border-brand focus:ring-1 focus:ring-brand focus:outline-none aria-invalid:border-red-500'
