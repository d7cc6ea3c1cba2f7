import { Injectable } from '@nestjs/common';

/** Called after a change the shop's answers show has committed and the engine's indexes hold it. */
export type ShopAnswerListener = () => void;

/**
 * Who wants to know that answers showing the catalogue or its search may now be out of date: the
 * storefront's answer caches (EngineEntry.onCatalogueChange). Every such change tells them here: a
 * catalogue change (CatalogueChanges, after its index rebuild) and a change of search synonyms.
 * Provided by the prediction module, the one both of them import.
 */
@Injectable()
export class ShopAnswerListeners {
  private readonly listeners = new Set<ShopAnswerListener>();

  tell(): void {
    for (const listener of this.listeners) listener();
  }

  /** Answers the function that stops listening. */
  listen(listener: ShopAnswerListener): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }
}
