/** Texts a spreadsheet would run (csvSafe neutralises them) and texts it keeps, for the CSV tests of Node and of the database. */
export const FORMULA_TEXTS = [
  '=HYPERLINK("http://x","y")',
  '+cmd|calc',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '\uFF1D1+1', // full-width =
  '\uFF0Bcmd',
  '\uFF0Dcmd',
  '\uFF20SUM(A1)',
  '+971\u00A050 123 4567', // a non-breaking space is no plain number's
]

export const KEPT_TEXTS = ['+971 50 123 4567', '-12.5', '(04) 123-4567', 'Dubai Marina', '', 'a=b', ' =1+1', '-', '+']
