/**
 * The asset a request acts in: the web sends the asset its screen shows in this header; the server
 * refuses (409) a request whose screen shows another asset than its session's active asset, so it never
 * answers for an asset the screen does not show. Requests without it act in the session's active asset.
 */
export const ASSET_HEADER = 'X-Asset-Id'

export const ASSET_MISMATCH = 'This page shows another asset than your session: reload to continue.'
