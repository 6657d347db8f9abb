/**
 * A username as "@name", isolated so that it reads left to right on a right-to-left page too
 * (otherwise Arabic pages show "name@").
 */
export function UserHandle({ username }: { username: string | null | undefined }) {
  return username ? <bdi>@{username}</bdi> : null;
}
