/**
 * The command docs/deploy.md shows for writing nginx's configuration again from the NGINX_*
 * settings; tests/scripts/deploy/nginx-config.test.ts runs it as written (tests/docs/ checks every documented one).
 */
export const nginxConfCommand = "npm run nginx:conf";
