// The order the member was sent to pay on the provider's page (same tab), kept in session storage so the deposit
// page can show its outcome on return. Cleared with the session at sign out.
const KEY = 'playstate.deposit.pending';

export const readPendingDeposit = () => sessionStorage.getItem(KEY);
export const writePendingDeposit = (orderNo: string) => sessionStorage.setItem(KEY, orderNo);
export const clearPendingDeposit = () => sessionStorage.removeItem(KEY);
