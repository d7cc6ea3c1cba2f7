import type { CSSProperties, FocusEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuCategory } from '../../../../../contracts/menu/entities';
import { menuLinkAttributes } from '../menu-link-props';

interface MenuLinkProps {
  item: MenuCategory;
  className?: string;
  /** Runs on click: the menus close (S2.27). */
  onFollow: () => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
  testId?: string;
  expanded?: boolean;
}

/** A menu link with its target, nofollow, colour, icon and class (S2.27, S3.18). */
export function MenuLink({ item, className, onFollow, onFocus, children, testId, expanded }: MenuLinkProps) {
  const menu = item.extensionData.Menu;
  const link = menuLinkAttributes(menu);
  const classes = [className, item.className, menu?.ClassName].filter(Boolean).join(' ');
  const style: CSSProperties | undefined = menu?.Color ? { color: menu.Color } : undefined;
  const content = (
    <>
      {menu?.ImageIcon ? <img className="menu-link__icon" src={menu.ImageIcon} alt="" width={20} height={20} /> : null}
      <span>{item.name}</span>
      {children}
    </>
  );
  if (!link) return <span className={classes} style={style}>{content}</span>;
  const common = { className: classes, style, onClick: onFollow, onFocus, 'data-testid': testId, 'aria-expanded': expanded, rel: link.rel };
  return link.internal
    ? <Link to={link.href} {...common}>{content}</Link>
    : <a href={link.href} target={link.target} {...common}>{content}</a>;
}
