import { observer } from 'mobx-react-lite';
import type { MenuCategory } from '../../../../../contracts/menu/entities';
import { useStores, useT } from '../../../stores/use-stores';
import { MenuLink } from './menu-link';

interface PanelProps {
  item: MenuCategory;
  leftColumn: MenuCategory[];
  onFollow: () => void;
}

/** A top item's panel (S3.18): the "Menu LeftColumn" links, the sub-categories and their children, its image and button. */
const MegaMenuPanel = observer(function MegaMenuPanel({ item, leftColumn, onFollow }: PanelProps) {
  const { menu } = useStores();
  const t = useT();
  const media = item.extensionData.Menu?.Media;
  const button = item.extensionData.ButtonSet;
  return (
    <div className="mega-menu__panel" data-testid="mega-menu-panel" onMouseEnter={() => menu.mega.pointerEnterPanel()} onMouseLeave={() => menu.mega.pointerLeavePanel()}>
      {leftColumn.length ? (
        <ul className="mega-menu__left" aria-label={t('menu.highlights')}>
          {leftColumn.map((link) => <li key={link.id}><MenuLink item={link} className="mega-menu__left-link" onFollow={onFollow} /></li>)}
        </ul>
      ) : null}
      <div className="mega-menu__columns">
        {item.childCategories.map((child) => (
          <div key={child.id} className="mega-menu__column">
            <MenuLink item={child} className="mega-menu__heading" onFollow={onFollow} testId={`mega-menu-sub-${child.id}`} />
            {child.childCategories.length ? (
              <ul className="mega-menu__links">
                {child.childCategories.map((grandchild) => (
                  <li key={grandchild.id}><MenuLink item={grandchild} className="mega-menu__link" onFollow={onFollow} testId={`mega-menu-sub-${grandchild.id}`} /></li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
        {button?.Link ? (
          <MenuLink item={{ id: -item.id, key: `${item.key}-all`, name: t('menu.seeAll', { name: item.name }), childCategories: [], extensionData: { Menu: { Link: button.Link, ImageIcon: button.ImageIcon } } }} className="mega-menu__all" onFollow={onFollow} />
        ) : null}
      </div>
      {media ? <img className="mega-menu__media" src={media} alt="" width={240} height={240} loading="lazy" /> : null}
    </div>
  );
});

export default MegaMenuPanel;
