import { useEffect, useState } from "react";

/**
 * Whole seconds left before an action may be repeated (a resend), counting down from `seconds`
 * at mount and again after each `restart()`.
 */
export function useCooldown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, restart: () => setRemaining(seconds) };
}
