import { type RefObject, useEffect } from "react";
import { PLAYER_CARD_ATTRIBUTE } from "./player-keys";

/**
 * Keyboard focus around an interaction card: when a card appears while focus is in the player (the learner is
 * using its keys), focus moves to the card, so its buttons and quiz choices are the next Tab stops; when the card
 * goes (answered and closed, Escape, or its countdown ran out) and focus was in it, focus returns to the player.
 * A learner working elsewhere on the page keeps their focus. `cardKey` names the card on screen (null: none).
 */
export function useCardFocus(rootRef: RefObject<HTMLElement | null>, cardKey: string | null): void {
  useEffect(() => {
    const root = rootRef.current;
    const card = root?.querySelector<HTMLElement>(`[${PLAYER_CARD_ATTRIBUTE}]`);
    if (cardKey === null || !root || !card) return;
    let hadFocus = false;
    const onFocusIn = () => {
      hadFocus = true;
    };
    card.addEventListener("focusin", onFocusIn);
    if (root.contains(document.activeElement)) card.focus();
    return () => {
      card.removeEventListener("focusin", onFocusIn);
      // The card is gone by now, and with it the focus it had (the page's body holds it).
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (hadFocus && (lost || card.contains(document.activeElement)) && root.isConnected) root.focus();
    };
  }, [rootRef, cardKey]);
}
