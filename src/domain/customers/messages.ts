/** The customer form's messages, verbatim from spec 1 §5 and §8. */
export const CUSTOMER_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  firstNameChars: 'The First Name may only contain letters, dashes and underscores.',
  firstNameWhitespace: 'The First Name should not contain only whitespaces.',
  // The spec keeps these for the last name although no validator applies them.
  lastNameRequired: 'Last Name is required.',
  lastNameChars: 'The Last Name may only contain letters, dashes and underscores.',
  lastNameWhitespace: 'The Last Name should not contain only whitespaces.',
  phoneRequired: 'The Phone Number is required.',
  phoneInvalid: 'The Phone Number is invalid.',
  emailInvalid: 'Invalid Email.',
  typeRequired: 'Type is required.',
  avatarRequired: 'Profile Picture is required.',
  added: 'Customer has been added successfully',
  updated: 'Customer has been updated successfully',
  saveFailed: 'Error',
} as const
