import { outreachCampaigns } from '../../../domain/resources/content/outreach.ts'
import { defineServerExtension } from '../../resources/extension.ts'
import { campaignRules } from './rules.ts'

const recipients = (status: 'sent' | 'skipped' | 'failed') =>
  `(select count(*)::int from outreach_recipients r where r.campaign_id = outreach_campaigns.id and r.status = '${status}')`

/** Outreach campaigns on the server: their segment (rules.ts), and their recipients counted by result. */
export const outreachCampaignsServer = defineServerExtension(outreachCampaigns, {
  beforeWrite: campaignRules,
  computed: { sentCount: recipients('sent'), skippedCount: recipients('skipped'), failedCount: recipients('failed') },
})
