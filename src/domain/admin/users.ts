import { z } from 'zod'
import { text, TEXT_MAX } from '../input.ts'

const id = (label: string) => z.uuid(`${label} must be chosen from the list.`)

/**
 * The user form of /admin/users, one rule for the form and the API: an invite names the person, their
 * role and the assets they work in (at least one); the linked team member is the user's agent record
 * in an asset (teams/members), optional.
 */
export const inviteUserSchema = z.object({
  email: z.email('Email must be a valid e-mail address.').max(TEXT_MAX.email),
  firstName: text(TEXT_MAX.name, 'First name').trim().min(1, 'First name is required.'),
  lastName: text(TEXT_MAX.name, 'Last name').trim(),
  role: id('Role'),
  assets: z.array(id('Asset'), 'Assets must be a list of assets.').min(1, 'Choose at least one asset.').max(100),
  teamMember: id('Team member').nullable().optional(),
})
export type InviteUser = z.infer<typeof inviteUserSchema>

/** An edit: any of the invite's fields but the e-mail, and whether the user may sign in. */
export const updateUserSchema = inviteUserSchema
  .omit({ email: true })
  .extend({ enabled: z.boolean('Enabled must be true or false.') })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update.')
export type UpdateUser = z.infer<typeof updateUserSchema>

/** A set-password link of an invite works once, for three days (a reset link: 60 minutes). */
export const INVITE_TTL_HOURS = 72
