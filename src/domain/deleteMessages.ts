/** Delete confirmation and results of any list (spec 2 §8), for a record label such as 'customer'. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const deleteMessages = (label: string) => ({
  title: `Are you sure you want to delete this ${label}?`,
  warning: 'This action is irreversible.',
  success: `${cap(label)} has been deleted successfully`,
  failure: `An error occurred while deleting the ${cap(label)}`,
})

/** Export with nothing to export (spec 2 §5, §8). */
export const DATA_IS_EMPTY = 'Data is empty'
