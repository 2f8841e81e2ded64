/** One intake (POST /api/intake/leads and the portals' pushes): the refusals a sender reads. */
export const intake = {
  errors: {
    target: 'Say what the enquiry is about: a listingReference, a projectSlug or a requirement (only one of them).',
    contact: "Give the customer's phone or e-mail, so the agent can reach them.",
    phone: 'Phone must be a valid phone number, e.g. +971 50 123 4567.',
    listingNotFound: 'No listing of this asset has the reference {{reference}}.',
    projectNotFound: 'No project of this asset has the slug {{slug}}.',
    unitType: 'Unit Type is required for a project lead: project {{project}} names no property type to take.',
    referredBy:
      'Referred By is required: the user this intake acts for has no team member in this asset. Send referredBy (a team member id).',
    bodyObject: 'The request body must be a JSON object.',
    badJson: 'The request body is not valid JSON.',
    unknownPortal: 'No intake of this portal has this address. Copy the address again from Settings › Integrations.',
    badSignature:
      'The signature in {{header}} does not match the body signed with this portal’s secret. Nothing was read.',
    portalPayload: 'The {{portal}} payload has no {{field}}.',
  },
}
