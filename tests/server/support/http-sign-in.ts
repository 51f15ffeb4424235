/** Cookies an answer sets, as `name=value` pairs. */
function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return cookies;
}

/**
 * Signs in to the inbox of a running service over HTTP, as a browser does (the form's token from
 * its cookie, the page's Origin); resolves with the session's `Cookie` header.
 */
export async function signInOver(origin: string, email: string, password: string): Promise<string> {
  const page = await fetch(`${origin}/inbox/login`);
  const token = setCookies(page).get("inbox_login");
  if (!token) throw new Error(`No sign-in token from ${origin}`);
  const response = await fetch(`${origin}/inbox/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      cookie: `inbox_login=${token}`,
    },
    body: new URLSearchParams({ token, email, password }).toString(),
  });
  const session = setCookies(response).get("inbox_session");
  if (response.status !== 303 || !session) throw new Error(`Sign-in answered ${response.status}`);
  return `inbox_session=${session}`;
}
