"""Versioned schema migrations. Append only: a migration never drops or rewrites user data.

Each migration is written once, in the SQL both databases share, with SQLite's type names; `migrations_for`
gives PostgreSQL its own names (64-bit integers: Discord ids do not fit in 32 bits; identity columns; double
precision). What cannot be said in common (triggers) is given per dialect in `DIALECT_PARTS`.
"""

from __future__ import annotations

import re
from typing import Literal

Dialect = Literal["sqlite", "postgres"]

MIGRATIONS: list[tuple[int, str]] = [
    (
        1,
        """
        CREATE TABLE games (
            id            INTEGER PRIMARY KEY AUTOINCREMENT,
            kind          TEXT    NOT NULL,
            guild_id      INTEGER,
            channel_id    INTEGER NOT NULL,
            message_id    INTEGER,
            status        TEXT    NOT NULL
                          CHECK (status IN ('lobby', 'running', 'finished', 'cancelled', 'abandoned')),
            host_id       INTEGER NOT NULL,
            challenged_id INTEGER,
            options       TEXT    NOT NULL DEFAULT '{}',
            state         TEXT,
            version       INTEGER NOT NULL DEFAULT 0,
            locale        TEXT    NOT NULL DEFAULT 'en',
            created_at    REAL    NOT NULL,
            updated_at    REAL    NOT NULL,
            next_deadline REAL
        );
        CREATE INDEX games_status ON games(status);
        CREATE INDEX games_deadline ON games(next_deadline) WHERE next_deadline IS NOT NULL;

        CREATE TABLE seats (
            game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat      INTEGER NOT NULL,
            user_id   INTEGER,
            computer  TEXT,
            name      TEXT    NOT NULL DEFAULT '',
            joined_at REAL    NOT NULL,
            PRIMARY KEY (game_id, seat),
            CHECK (user_id IS NOT NULL OR computer IS NOT NULL)
        );
        CREATE INDEX seats_user ON seats(user_id);

        CREATE TABLE actions (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            version    INTEGER NOT NULL,
            user_id    INTEGER,
            seat       INTEGER,
            action     TEXT    NOT NULL,
            detail     TEXT    NOT NULL DEFAULT '',
            created_at REAL    NOT NULL
        );
        CREATE INDEX actions_game ON actions(game_id, id);

        CREATE TABLE prefs (
            user_id           INTEGER PRIMARY KEY,
            locale            TEXT,
            dms               INTEGER NOT NULL DEFAULT 0,
            dm_blocked        INTEGER NOT NULL DEFAULT 0,
            dm_notice_pending INTEGER NOT NULL DEFAULT 0
        );

        CREATE TABLE ratings (
            user_id    INTEGER NOT NULL,
            kind       TEXT    NOT NULL,
            rating     REAL    NOT NULL DEFAULT 1500,
            games      INTEGER NOT NULL DEFAULT 0,
            experience INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (user_id, kind)
        );

        CREATE TABLE meta (
            key   TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        """,
    ),
    (
        2,
        """
        CREATE TABLE chip_accounts (
            user_id    INTEGER PRIMARY KEY,
            balance    INTEGER NOT NULL CHECK (balance >= 0),
            last_daily TEXT
        );
        CREATE TABLE chip_escrow (
            game_id INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            amount  INTEGER NOT NULL CHECK (amount >= 0),
            PRIMARY KEY (game_id, user_id)
        );
        CREATE TABLE chip_ledger (
            id            INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id       INTEGER NOT NULL,
            game_id       INTEGER,
            delta         INTEGER NOT NULL,
            reason        TEXT    NOT NULL,
            balance_after INTEGER NOT NULL,
            created_at    REAL    NOT NULL
        );
        CREATE INDEX chip_ledger_user ON chip_ledger(user_id, id);
        """,
    ),
    (
        3,
        """
        ALTER TABLE games ADD COLUMN seed INTEGER;
        ALTER TABLE games ADD COLUMN time_shift REAL NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN computer_due INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX games_computer_due ON games(id) WHERE computer_due = 1 AND status = 'running';
        ALTER TABLE prefs ADD COLUMN turn_dm INTEGER NOT NULL DEFAULT 0;
        """,
    ),
    (
        4,
        """
        CREATE TABLE events (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            version    INTEGER NOT NULL,
            seat       INTEGER,
            key        TEXT    NOT NULL,
            params     TEXT    NOT NULL DEFAULT '{}',
            created_at REAL    NOT NULL
        );
        CREATE INDEX events_game ON events(game_id, id);
        """,
    ),
    (
        5,
        """
        CREATE TABLE guild_settings (
            guild_id        INTEGER PRIMARY KEY,
            private_threads INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE private_threads (
            game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat       INTEGER NOT NULL,
            user_id    INTEGER NOT NULL,
            thread_id  INTEGER NOT NULL,
            message_id INTEGER,
            closed     INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (game_id, seat)
        );
        CREATE INDEX private_threads_open ON private_threads(thread_id) WHERE closed = 0;
        CREATE TABLE decks (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id    INTEGER NOT NULL,
            kind       TEXT    NOT NULL,
            name       TEXT    NOT NULL,
            cards      TEXT    NOT NULL,
            created_at REAL    NOT NULL,
            UNIQUE (user_id, kind, name)
        );
        """,
    ),
    (
        6,
        """
        ALTER TABLE guild_settings ADD COLUMN game_channels TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE guild_settings ADD COLUMN max_lobbies INTEGER NOT NULL DEFAULT 3;
        ALTER TABLE guild_settings ADD COLUMN max_channel_games INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE guild_settings ADD COLUMN language TEXT;
        ALTER TABLE guild_settings ADD COLUMN turn_seconds INTEGER;
        CREATE INDEX games_open_host ON games(guild_id, host_id) WHERE status = 'lobby';
        CREATE INDEX games_open_channel ON games(channel_id) WHERE status IN ('lobby', 'running');
        ALTER TABLE prefs ADD COLUMN confirm_moves INTEGER NOT NULL DEFAULT 1;
        """,
    ),
    (7, ""),  # PostgreSQL only: the check of a batch sent as one statement (below)
    (
        8,
        """
        CREATE INDEX games_live_message ON games(message_id) WHERE status IN ('lobby', 'running');
        """,
    ),
    (
        9,
        # each live game's outstanding turn ping, written when the bot stops, so the one after it can delete it
        """
        CREATE TABLE turn_pings (
            game_id    INTEGER PRIMARY KEY,
            message_id INTEGER NOT NULL
        );
        """,
    ),
    (
        10,
        # a finished game's analysis (backgammon), made once at a depth and read back on every later request
        """
        CREATE TABLE analyses (
            game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            depth      INTEGER NOT NULL,
            version    INTEGER NOT NULL,
            data       TEXT    NOT NULL,
            created_at REAL    NOT NULL,
            PRIMARY KEY (game_id, depth)
        );
        """,
    ),
    (
        11,
        # every game's ratings (bot.framework.ratings): scope 0 is every server, else a server's id
        """
        CREATE TABLE game_ratings (
            user_id     INTEGER NOT NULL,
            kind        TEXT    NOT NULL,
            scope       INTEGER NOT NULL,
            rating      REAL    NOT NULL,
            deviation   REAL    NOT NULL,
            volatility  REAL    NOT NULL DEFAULT 0,
            games       INTEGER NOT NULL DEFAULT 0,
            wins        INTEGER NOT NULL DEFAULT 0,
            losses      INTEGER NOT NULL DEFAULT 0,
            draws       INTEGER NOT NULL DEFAULT 0,
            streak      INTEGER NOT NULL DEFAULT 0,
            best_streak INTEGER NOT NULL DEFAULT 0,
            updated_at  REAL    NOT NULL DEFAULT 0,
            PRIMARY KEY (user_id, kind, scope)
        );
        CREATE INDEX game_ratings_board ON game_ratings(kind, scope, rating);
        CREATE TABLE rated_games (
            game_id    INTEGER PRIMARY KEY,
            kind       TEXT    NOT NULL,
            guild_id   INTEGER,
            created_at REAL    NOT NULL
        );
        CREATE TABLE rating_changes (
            game_id         INTEGER NOT NULL,
            user_id         INTEGER NOT NULL,
            scope           INTEGER NOT NULL,
            kind            TEXT    NOT NULL,
            result          TEXT    NOT NULL CHECK (result IN ('win', 'loss', 'draw')),
            place           INTEGER NOT NULL,
            rating_before   REAL    NOT NULL,
            rating_after    REAL    NOT NULL,
            deviation_after REAL    NOT NULL,
            deck            TEXT,
            created_at      REAL    NOT NULL,
            PRIMARY KEY (game_id, user_id, scope)
        );
        CREATE INDEX rating_changes_user ON rating_changes(user_id, kind, scope, created_at);
        """,
    ),
    (
        12,
        # how each change was reached (bot.framework.replay: a finished game replayed), and whether a server's
        # replays show the hidden cards of a finished game
        """
        ALTER TABLE actions ADD COLUMN replay TEXT;
        ALTER TABLE guild_settings ADD COLUMN replay_cards INTEGER NOT NULL DEFAULT 1;
        """,
    ),
    (
        13,
        # tournaments (bot.framework.tournaments): a round is paired once, whatever process tries (its primary key);
        # a server's organiser role beside Manage Events
        """
        CREATE TABLE tournaments (
            id            INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id      INTEGER NOT NULL,
            channel_id    INTEGER NOT NULL,
            organiser_id  INTEGER NOT NULL,
            name          TEXT    NOT NULL,
            kind          TEXT    NOT NULL,
            options       TEXT    NOT NULL DEFAULT '{}',
            format        TEXT    NOT NULL CHECK (format IN ('swiss', 'elimination', 'round_robin')),
            rounds        INTEGER NOT NULL,
            round_minutes INTEGER NOT NULL,
            status        TEXT    NOT NULL CHECK (status IN ('signup', 'running', 'paused', 'finished', 'cancelled')),
            current_round INTEGER NOT NULL DEFAULT 0,
            next_deadline REAL,
            paused_left   REAL,
            locale        TEXT    NOT NULL DEFAULT 'en',
            created_at    REAL    NOT NULL
        );
        CREATE INDEX tournaments_live ON tournaments(status, next_deadline);

        CREATE TABLE tournament_players (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            user_id       INTEGER NOT NULL,
            name          TEXT    NOT NULL DEFAULT '',
            rating        REAL    NOT NULL,
            seed          INTEGER,
            withdrawn     INTEGER NOT NULL DEFAULT 0,
            joined_at     REAL    NOT NULL,
            PRIMARY KEY (tournament_id, user_id)
        );

        CREATE TABLE tournament_rounds (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            round         INTEGER NOT NULL,
            started_at    REAL    NOT NULL,
            PRIMARY KEY (tournament_id, round)
        );

        CREATE TABLE tournament_pairings (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            round         INTEGER NOT NULL,
            board         INTEGER NOT NULL,
            a             INTEGER,
            b             INTEGER,
            game_id       INTEGER,
            result        TEXT,
            how           TEXT,
            PRIMARY KEY (tournament_id, round, board)
        );
        CREATE INDEX tournament_pairings_game ON tournament_pairings(game_id);

        ALTER TABLE guild_settings ADD COLUMN tournament_role INTEGER;
        """,
    ),
    (
        14,
        # the /play queue (bot.storage.queue): an entry per member and server; `token` is the member's /play
        # interaction token (see that module on why it may be kept), deleted with the entry
        """
        CREATE TABLE play_queue (
            guild_id   INTEGER NOT NULL,
            user_id    INTEGER NOT NULL,
            kind       TEXT    NOT NULL,
            options    TEXT    NOT NULL DEFAULT '{}',
            queue_key  TEXT    NOT NULL,
            rating     REAL    NOT NULL,
            joined_at  REAL    NOT NULL,
            channel_id INTEGER NOT NULL,
            name       TEXT    NOT NULL DEFAULT '',
            locale     TEXT    NOT NULL DEFAULT 'en',
            token      TEXT,
            PRIMARY KEY (guild_id, user_id)
        );
        CREATE INDEX play_queue_waiting ON play_queue(guild_id, kind, queue_key, joined_at);
        CREATE INDEX play_queue_joined ON play_queue(joined_at);
        """,
    ),
    (
        15,
        # how long the queue's recent matches waited (bot.storage.queue), written with each match's claim, so every
        # process (and a restarted one) gives the same expected wait
        """
        CREATE TABLE play_waits (
            kind       TEXT NOT NULL,
            queue_key  TEXT NOT NULL,
            waited     REAL NOT NULL,
            matched_at REAL NOT NULL
        );
        CREATE INDEX play_waits_recent ON play_waits(kind, queue_key, matched_at);
        """,
    ),
    (
        16,
        # Swiss tables (bot.framework.tournament_tables): a tournament of a game for more than two seats its players
        # at tables of up to `table_size`; a table's players and places are JSON lists (a pairing of two has none)
        """
        ALTER TABLE tournaments ADD COLUMN table_size INTEGER NOT NULL DEFAULT 2;
        ALTER TABLE tournament_pairings ADD COLUMN seats TEXT;
        ALTER TABLE tournament_pairings ADD COLUMN places TEXT;
        """,
    ),
    (
        17,
        # play across servers (bot.framework.mirrors): a server's consent, each /play entry's (from its server when it
        # joined), and the message of a game's second board, in the other player's server
        """
        ALTER TABLE guild_settings ADD COLUMN cross_server INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE play_queue ADD COLUMN cross_server INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN mirror_message_id INTEGER;
        ALTER TABLE games ADD COLUMN mirror_channel_id INTEGER;
        CREATE INDEX games_mirror_message ON games(mirror_message_id);
        """,
    ),
    (
        18,
        # correspondence play (bot.framework.pace): when a game's low-clock reminder is due (not versioned: sending it
        # changes no game), whether it is played by correspondence (its downtime rule), the timers' indexes (a timer is
        # read into memory only as it nears: bot.framework.timers), members' vacations (each one kept, for the yearly
        # allowance) and the server's allowance, and each member's daily digest: their hour and timezone, the next time
        # it is due and the local day last sent
        """
        ALTER TABLE games ADD COLUMN remind_at REAL;
        ALTER TABLE games ADD COLUMN correspondence INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX games_clock_kind ON games(correspondence, next_deadline);
        CREATE INDEX games_remind_at ON games(remind_at);
        ALTER TABLE guild_settings ADD COLUMN vacation_days INTEGER NOT NULL DEFAULT 30;
        CREATE TABLE vacations (
            id       INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id  INTEGER NOT NULL,
            starts   REAL NOT NULL,
            ends     REAL NOT NULL
        );
        CREATE INDEX vacations_user ON vacations(user_id, ends);
        CREATE TABLE digests (
            user_id   INTEGER PRIMARY KEY,
            hour      INTEGER NOT NULL,
            timezone  TEXT NOT NULL,
            next_at   REAL NOT NULL,
            last_day  TEXT
        );
        CREATE INDEX digests_due ON digests(next_at);
        """,
    ),
    (
        19,
        # what the framework notes on a game (bot.storage.game_flags), apart from its players' options: rows written
        # before keep theirs in the options, under names starting with "_", and are read from there until next written
        """
        ALTER TABLE games ADD COLUMN flags TEXT NOT NULL DEFAULT '{}';
        """,
    ),
]


DIALECT_PARTS: dict[int, dict[Dialect, str]] = {
    1: {
        "sqlite": """
        CREATE TRIGGER actions_append_only_update BEFORE UPDATE ON actions
            BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
        CREATE TRIGGER actions_append_only_delete BEFORE DELETE ON actions
            WHEN (SELECT COUNT(*) FROM games WHERE id = OLD.game_id) > 0
            BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
        """,
        "postgres": """
        CREATE FUNCTION actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id) THEN
                RETURN OLD;  -- the game itself was deleted: its log goes with it
            END IF;
            RAISE EXCEPTION 'the action log is append-only';
        END $$;
        CREATE TRIGGER actions_append_only BEFORE UPDATE OR DELETE ON actions
            FOR EACH ROW EXECUTE FUNCTION actions_append_only();
        """,
    },
    7: {
        # A batch of writes sent as one statement (`bot.storage.postgres.one_statement`) ends by calling this
        # with each part's row count and what it had to be: a miss raises, and the whole statement is undone.
        "postgres": """
        CREATE FUNCTION batch_counts(counts BIGINT[], expected BIGINT[]) RETURNS BIGINT[] LANGUAGE plpgsql AS $$
        BEGIN
            FOR i IN 1 .. COALESCE(array_length(counts, 1), 0) LOOP
                IF expected[i] >= 0 AND counts[i] <> expected[i] THEN
                    RAISE EXCEPTION 'part % of a batch changed % rows, not %', i - 1, counts[i], expected[i]
                        USING ERRCODE = 'BA001', DETAIL = (i - 1)::text;
                END IF;
            END LOOP;
            RETURN counts;
        END $$;
        """,
    },
}

_POSTGRES_TYPES = [
    (re.compile(r"\bINTEGER PRIMARY KEY AUTOINCREMENT\b"), "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"),
    (re.compile(r"\bINTEGER\b"), "BIGINT"),
    (re.compile(r"\bREAL\b"), "DOUBLE PRECISION"),
]


def migrations_for(dialect: Dialect) -> list[tuple[int, str]]:
    out = []
    for version, script in MIGRATIONS:
        if dialect == "postgres":
            for pattern, name in _POSTGRES_TYPES:
                script = pattern.sub(name, script)
        out.append((version, script + DIALECT_PARTS.get(version, {}).get(dialect, "")))
    return out
