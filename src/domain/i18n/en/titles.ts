/** Page titles of the routes that are no menu section (src/web/routes.tsx) by their English text; a section's page is titled by its own words. */
export const titles = {
  Login: 'Login',
  'Forgot Password': 'Forgot Password',
  'Reset Password': 'Reset Password',
  Profile: 'Profile',
  'Change Password': 'Change Password',
  'My Access Logs': 'My Access Logs',
  Forbidden: 'Forbidden',
  'Update Lead': 'Update Lead',
  Lead: 'Lead',
  'Webhook Deliveries': 'Webhook Deliveries',
  'Create Lead': 'Create Lead',
}
