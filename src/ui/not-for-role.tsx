/** What a lead list shows a user whose role does not get it (docs/rules/people.md), e.g. when embedded outside the host's guards. */
export function NotForRole() {
  return (
    <p className="rl-card rl-error" role="alert">
      This list is not available to your account.
    </p>
  );
}
