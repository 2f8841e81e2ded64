// The console runs under a Content-Security-Policy without 'unsafe-eval': zod must never compile its parsers
// with new Function (even its probe for it raises a violation). zod reads this shared config when it loads
// and an object schema reads it when built; a classic script runs before every module chunk, whereas
// z.config() in a module ran only after the chunks it imports, some of which build schemas.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
