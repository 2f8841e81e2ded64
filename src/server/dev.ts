import { spawn } from 'node:child_process'

/** `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with HMR proxying /api to it. */
const apiPort = process.env.API_PORT ?? '3001'
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  SKIP_WEB_BUILD: '1',
  APP_ENV: process.env.APP_ENV ?? 'development',
}
const api = spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env })
const web = spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env })
const stop = () => {
  api.kill('SIGTERM')
  web.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
api.on('exit', stop)
web.on('exit', stop)
