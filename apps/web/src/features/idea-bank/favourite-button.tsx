import { useSetFavourite } from './idea-bank-api.ts';

interface FavouriteButtonProps { ideaId: number; title: string; favourite: boolean; className?: string }

/**
 * A toggle (aria-pressed) that saves the idea to the user's favourites; the change shows at once.
 * Its name carries the idea's title, so a list of them is told apart; it starts with the visible word.
 */
export function FavouriteButton({ ideaId, title, favourite, className }: FavouriteButtonProps) {
  const setFavourite = useSetFavourite();
  return (
    <button type="button" className={['btn btn--default idea-favourite', className].filter(Boolean).join(' ')} aria-pressed={favourite}
      aria-label={`Favourite: ${title}`} onClick={() => setFavourite.mutate({ idea_id: ideaId, favourite: !favourite })}>
      <svg className="idea-favourite__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
      </svg>
      Favourite
    </button>
  );
}
