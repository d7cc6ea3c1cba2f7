import { createContext, useContext } from 'react';

/**
 * Signs the member out and takes them home (the logout button, a deleted membership). Given by
 * the account layout, which must not send a shopper who is leaving to the sign-in page.
 */
export const LeaveAccountContext = createContext<(() => Promise<void>) | null>(null);

export function useLeaveAccount(): () => Promise<void> {
  const leave = useContext(LeaveAccountContext);
  if (!leave) throw new Error('useLeaveAccount outside AccountLayout');
  return leave;
}
