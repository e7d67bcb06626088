import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.js';

const launchOptions = await chromiumLaunchOptions();

/** End-to-end specs: the built app on a fresh embedded database (global-setup.ts), driven in Chromium. */
export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts',
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
