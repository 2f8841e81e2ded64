/** The controls every list shares (src/web/ui/lists): its pager, column chooser, filter bar and export button. */
export const lists = {
  pager: {
    range: '{{from}}–{{to}} of {{total}}',
    loadingMode: 'Loading mode',
    pages: 'Pages',
    continuous: 'Continuous',
    rows: 'Rows',
    pageSize: 'Page size',
    pageOf: 'Page {{page}} of {{pages}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
  columns: {
    button: 'Columns',
    shownOf: 'Columns ({{shown}}/{{total}})',
    showAll: 'Show all columns',
    hide: 'Hide {{column}}',
    show: 'Show {{column}}',
  },
  filters: {
    clear: 'Clear filters ({{n}})',
    remove: 'Remove filter: {{label}}',
  },
  export: { button: 'Export', exporting: 'Exporting {{n}}%' },
}
