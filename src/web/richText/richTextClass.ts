/** How stored rich text reads, in the editor and on a record's page (headings, lists, quotes, links). */
export const RICH_TEXT_CLASS =
  'text-sm leading-relaxed text-slate-800 [&_a]:text-brand [&_a]:underline [&_blockquote]:my-2 [&_blockquote]:border-s-4 [&_blockquote]:border-slate-300 [&_blockquote]:ps-3 [&_blockquote]:text-slate-600 [&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:mb-1 [&_h3]:text-base [&_h3]:font-semibold [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-1 [&_ul]:my-1 [&_ul]:list-disc [&_ul]:ps-6'
