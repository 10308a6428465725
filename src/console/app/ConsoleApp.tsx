// The supplier console (/console, /console/{room}): the staff sign-in, then a top bar (company, rooms, language,
// account, sign out) and the room the address names. Rooms come from the registry (rooms.ts); this file knows none
// of them. Not a buyer page: no catalogue frame, no share, its own session (consoleSession.ts). The router's lazy
// import of this file is the console's only way in: src/console is its own application and bundle.
import { LanguageSelect } from '../../lib/LanguageSelect';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, useParams } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgetConsoleData } from './api';
import { consoleSession, useConsoleSession, type ConsoleSignIn } from '../../api/consoleSession';
import { roomAccess, roomsFor } from './rooms';
import { SignInPage } from './SignInPage';
import './console.css';
import { RoomLoading } from './RoomStates';

export function ConsoleApp() {
  const { signedIn, ended } = useConsoleSession();
  const { t } = useLingui();
  useEffect(() => {
    document.title = signedIn ? `${t`Supplier console`} · ${signedIn.companyName}` : t`Supplier console`;
  }, [signedIn, t]);
  return <div className="console">{signedIn ? <ConsoleShell who={signedIn} /> : <SignInPage ended={ended} />}</div>;
}

/** On a narrow screen the row of rooms may scroll: the open room's tab is kept in view. */
const showCurrentRoom = (nav: HTMLElement | null) =>
  nav?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

function ConsoleShell({ who }: { who: ConsoleSignIn }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { room: roomPath } = useParams({ strict: false }) as { room?: string };
  const allowed = roomsFor(who.roles);
  const access = roomPath ? roomAccess(who.roles, roomPath) : null;
  const room = access && access.kind !== 'unknown' ? access.room : undefined;

  const signOut = () => {
    consoleSession.signOut();
    forgetConsoleData(queryClient);
  };

  let body: React.ReactNode;
  if (!roomPath && allowed[0]) body = <Navigate to="/console/$room" params={{ room: allowed[0].path }} replace />;
  else if (access?.kind === 'open') {
    body = (
      <Suspense fallback={<RoomLoading />}>
        <access.room.Room />
      </Suspense>
    );
  } else {
    body = (
      <div className="console-message" role={room ? 'alert' : undefined}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40">
          <path
            fill="currentColor"
            d="M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Z"
          />
        </svg>
        <h1>
          {room ? <Trans>No permission</Trans> : roomPath ? <Trans>No such room</Trans> : <Trans>No rooms yet</Trans>}
        </h1>
        <p>
          {room ? (
            <Trans>Your account may not open this room. Ask your company's administrator if you need it.</Trans>
          ) : roomPath ? (
            <Trans>The console has no room at this address.</Trans>
          ) : (
            <Trans>Your account may not open any room of the console yet. Ask your company's administrator.</Trans>
          )}
        </p>
        {allowed[0] && (
          <Link className="button" to="/console/$room" params={{ room: allowed[0].path }}>
            {i18n._(allowed[0].label)}
          </Link>
        )}
      </div>
    );
  }

  return (
    <>
      <header className="console-bar">
        <div className="console-bar__brand">
          <span className="console-bar__mark" aria-hidden="true">
            {Array.from(who.companyName.trim())[0] ?? '·'}
          </span>
          <span className="console-bar__names">
            <strong dir="auto">{who.companyName}</strong>
            <span>
              <Trans>Supplier console</Trans>
            </span>
          </span>
        </div>
        {allowed.length > 0 && (
          <nav
            className="console-bar__rooms"
            aria-label={t`Console rooms`}
            data-rooms={allowed.length}
            ref={showCurrentRoom}
          >
            {allowed.map((r) => (
              <Link key={r.key} to="/console/$room" params={{ room: r.path }}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path fill="currentColor" d={r.icon} />
                </svg>
                {i18n._(r.label)}
              </Link>
            ))}
          </nav>
        )}
        <div className="console-bar__end">
          <LanguageSelect className="console-language" compact />
          <span className="console-bar__account" title={t`Signed in as ${who.account}`}>
            <span className="console-bar__avatar" aria-hidden="true">
              {Array.from(who.account)[0]?.toUpperCase() ?? '?'}
            </span>
            <span className="console-bar__account-name" dir="auto">
              {who.account}
            </span>
          </span>
          <button type="button" className="console-bar__signout" title={t`Sign out`} onClick={signOut}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path
                fill="currentColor"
                d="M10 3h9a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-9v-2h9V5h-9V3Zm1.6 4.4L13 6l6 6-6 6-1.4-1.4 3.6-3.6H4v-2h11.2l-3.6-3.6Z"
              />
            </svg>
            <span className="visually-hidden">
              <Trans>Sign out</Trans>
            </span>
          </button>
        </div>
      </header>
      <main className="console-main">{body}</main>
    </>
  );
}
