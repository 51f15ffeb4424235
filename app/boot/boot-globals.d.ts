/** What app/boot/boot-script.ts writes into app/boot/boot.js before inlining it. */
declare const __PREFIXED__: string[];
declare const __DEFAULT_LANG__: string;
declare const __LANG_KEY__: string;
declare const __THEME_MODE_KEY__: string;
declare const __THEME_SCHEME_KEY__: string;
