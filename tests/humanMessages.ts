/**
 * What no validation message a person reads may look like: zod's own wording
 * ("Too big: expected string to have <=200 characters", "Invalid input") or a field path
 * ("filter.query.search: …", "agents.0").
 */
export const RAW_MESSAGE =
  /expected|Too big|Too small|Invalid input|Invalid option|Unrecognized key|\b[a-zA-Z_$]\w*\.[a-zA-Z_$\d]\w*(\.\w+)*\s*:|\b[a-zA-Z]\w*\.\d|^[a-z]\w*[A-Z]\w*:/

/** zod's own wording anywhere in an answer: a schema issue that did not go through the mapping (domain/validationMessages.ts). */
export const ZOD_WORDING =
  /Too big:|Too small:|Invalid input|Invalid option|Unrecognized keys?:|expected \w+, received \w+/
