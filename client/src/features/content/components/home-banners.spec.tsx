import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BannerContainer } from '../../../../../contracts/enums';
import type { Banner } from '../../../../../contracts/banner/entities';
import { withQuietObserver } from '../../../test-observers';
import { testStores } from '../../../test-stores';
import { CAMPAIGN_TILE_SKELETONS, CampaignTiles } from './campaign-tiles';
import { HeroSlider } from './hero-slider';

const slide = (title: string) => ({ Title: title, DesktopImage: `/media/banners/${title}-desktop.svg`, MobileImage: `/media/banners/${title}-mobile.svg`, Link: `/${title}` });
const banner = (id: number, containerId: number, titles: string[]): Banner => ({
  id, name: `b${id}`, key: `b${id}`, bannerContainerIds: [containerId], order: id, tagIds: [], extensionData: { MediaItems: titles.map(slide) },
});

/** Stores whose banner answer the test releases by hand. */
function heldBanners() {
  let release: (banners: Banner[]) => Promise<void> = async () => undefined;
  const fetcher = (() => new Promise<Response>((resolve) => {
    release = async (banners) => {
      resolve({ ok: true, status: 200, json: async () => ({ isSuccess: true, banners }) } as Response);
      await new Promise((done) => setTimeout(done, 0));
    };
  })) as unknown as typeof fetch;
  const { stores, wrapper } = testStores(fetcher);
  const loading = stores.content.load([BannerContainer.HomeSlider, BannerContainer.HomeCampaigns]);
  return { wrapper, release: (banners: Banner[]) => act(async () => { await release(banners); await loading; }) };
}

describe('home banners keep their place while they load (S3.20)', () => {
  withQuietObserver();

  it('the campaign section holds four tile skeletons until its banners arrive, then the tiles', async () => {
    const { wrapper, release } = heldBanners();
    render(<MemoryRouter><CampaignTiles /></MemoryRouter>, { wrapper });
    const list = screen.getByTestId('campaign-tiles');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('.campaign-tile--skeleton')).toHaveLength(CAMPAIGN_TILE_SKELETONS);
    await release([banner(2, BannerContainer.HomeCampaigns, ['saat', 'taki'])]);
    expect(screen.getByTestId('campaign-tiles')).toHaveAttribute('aria-busy', 'false');
    expect(within(screen.getByTestId('campaign-tiles')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/saat', '/taki']);
  });

  it('a shop without campaigns shows no campaign section once that is known', async () => {
    const { wrapper, release } = heldBanners();
    render(<MemoryRouter><CampaignTiles /></MemoryRouter>, { wrapper });
    await release([]);
    expect(screen.queryByTestId('campaign-tiles')).toBeNull();
  });

  it('the hero keeps its box (busy) before its banners; its first slide\'s image is eager and high priority, the others lazy', async () => {
    const { wrapper, release } = heldBanners();
    const { container } = render(<MemoryRouter><HeroSlider /></MemoryRouter>, { wrapper });
    expect(container.querySelector('.hero--empty')).toHaveAttribute('aria-busy', 'true');
    await release([banner(1, BannerContainer.HomeSlider, ['yeni', 'klasik'])]);
    const images = container.querySelectorAll('.hero img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width');
    expect(images[0]).toHaveAttribute('height');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
