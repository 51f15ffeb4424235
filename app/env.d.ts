interface ImportMetaEnv {
  /** The year the site was built (vite.config.ts). */
  readonly BUILD_YEAR: number;
}
