import { z } from 'zod'
import { say } from '../i18n/schemaTexts.ts'
import { text, TEXT_MAX } from '../input.ts'

const id = (label: string) => z.uuid(say('chooseFromList', { label }))

/**
 * The user form of /admin/users, one rule for the form and the API: an invite names the person, their
 * role and the assets they work in (at least one); the linked team member is the user's agent record
 * in an asset (teams/members), optional.
 */
export const inviteUserSchema = z.object({
  email: z.email(say('user.email')).max(TEXT_MAX.email),
  firstName: text(TEXT_MAX.name, 'First name').trim().min(1, say('firstNameRequired')),
  lastName: text(TEXT_MAX.name, 'Last name').trim(),
  role: id('Role'),
  assets: z.array(id('Asset'), say('user.assetsList')).min(1, say('user.oneAsset')).max(100),
  teamMember: id('Team member').nullable().optional(),
})
export type InviteUser = z.infer<typeof inviteUserSchema>

/** An edit: any of the invite's fields but the e-mail, and whether the user may sign in. */
export const updateUserSchema = inviteUserSchema
  .omit({ email: true })
  .extend({ enabled: z.boolean(say('user.enabled')) })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), say('nothingToUpdate'))
export type UpdateUser = z.infer<typeof updateUserSchema>

/** A set-password link of an invite works once, for three days (a reset link: 60 minutes). */
export const INVITE_TTL_HOURS = 72
