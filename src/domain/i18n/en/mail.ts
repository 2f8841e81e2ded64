/** The e-mails the server sends (src/server/mail/texts.ts), in the recipient's language (users.language). */
export const mail = {
  hello: 'Hello {{name}},',
  invite: {
    subject: 'You are invited to Agency Console',
    body: 'You have been given an account on Agency Console. Open this link to choose your password and sign in:',
    expires_one: 'The link works once and expires in {{n}} hour.',
    expires_other: 'The link works once and expires in {{n}} hours.',
  },
  forcedReset: {
    subject: 'Choose a new Agency Console password',
    body: 'An administrator has reset the password of your Agency Console account. Open this link to choose a new one:',
    expires_one:
      'The link works once and expires in {{n}} minute. Afterwards use "Forgot password" on the sign-in page.',
    expires_other:
      'The link works once and expires in {{n}} minutes. Afterwards use "Forgot password" on the sign-in page.',
  },
  reset: {
    subject: 'Reset your Agency Console password',
    body: 'Someone asked to reset the password of your Agency Console account. Open this link to choose a new one:',
    expires_one: 'The link works once and expires in {{n}} minute. If you did not ask for it, ignore this e-mail.',
    expires_other: 'The link works once and expires in {{n}} minutes. If you did not ask for it, ignore this e-mail.',
  },
  copy: {
    setting: 'E-mail me copies of notifications',
    openIt: 'Open it in the console: {{url}}',
    why: 'You receive this copy because "{{setting}}" is on in your profile.',
    // the profile's card that turns the copies on
    card: 'Notifications',
    hint: 'The bell in the header lists every notification; with this on, each one is also sent to your e-mail address.',
    turnedOn: 'Copies of your notifications will be e-mailed to you.',
    turnedOff: 'Notifications will no longer be e-mailed to you.',
  },
}
