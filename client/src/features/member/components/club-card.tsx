import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { pagePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { accountDay } from '../account-dates';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import '../account-messages.css';

/** /u/club: the member's Vitrin Club points (earned on delivered orders, less what refunded returns took back), level, what the next level needs, and the orders behind them. */
export const ClubCard = observer(function ClubCard() {
  const account = useAccountStore();
  const { club } = account;
  const { ui } = useStores();
  const t = useAccountT();

  useEffect(() => { void account.loadClub(); }, [account]);

  if (club.error && !club.data) return <p className="inline-error" role="alert">{t('clubLoadFailed')} {club.error}</p>;
  if (!club.data) return <p aria-busy="true">{t('listLoading')}</p>;
  const { points, pendingPoints, level, next, entries } = club.data;

  return (
    <>
      <p>{t('clubIntro')}</p>
      <dl className="club-summary" data-testid="club-summary">
        <div><dt>{t('clubPoints')}</dt><dd data-testid="club-points">{points}</dd></div>
        <div><dt>{t('clubLevel')}</dt><dd data-testid="club-level">{t(`clubLevel_${level}`)}</dd></div>
      </dl>
      <p>{next ? t('clubNext', { level: t(`clubLevel_${next.level}`), points: next.pointsNeeded }) : t('clubTop')}</p>
      {pendingPoints > 0 ? <p data-testid="club-pending">{t('clubPending', { points: pendingPoints })}</p> : null}
      <h2>{t('clubHistory')}</h2>
      {entries.length === 0 ? <p className="account-empty">{t('clubEmpty')}</p> : (
        <div className="table-frame">
          <table className="club-history">
            <thead><tr><th scope="col">{t('clubOrder')}</th><th scope="col">{t('clubDate')}</th><th scope="col">{t('clubState')}</th><th scope="col">{t('clubEntryPoints')}</th></tr></thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.docNo} data-testid="club-entry">
                  <td><Link to={pagePath('orderDetail', ui.culture, { id: entry.docNo })}>{entry.docNo}</Link></td>
                  <td>{accountDay(entry.at, ui.culture)}</td>
                  <td>{t(`clubEntry_${entry.state}`)}</td>
                  <td>{entry.points}{entry.returnedPoints ? <span className="club-history__returned" data-testid="club-returned"> ({t('clubReturned', { points: entry.returnedPoints })})</span> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
});
