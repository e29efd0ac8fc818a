"""A throw-away PostgreSQL server for the tests and the load benchmark: `initdb` in a temporary folder, one
server on 127.0.0.1 at a free port with trust authentication, stopped and deleted afterwards.

It uses the PostgreSQL that the machine's package manager installed (Debian: `apt-get install postgresql`,
binaries in /usr/lib/postgresql/<version>/bin). PostgreSQL refuses to run as root, so as root the server
runs as the `postgres` system user that the package creates.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL server binaries on this machine."""


def find_bin_dir() -> Path:
    on_path = shutil.which("pg_ctl")
    if on_path:
        return Path(on_path).resolve().parent
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4]))
    if not found:
        raise PostgresUnavailable("no PostgreSQL server found: install it (Debian: apt-get install postgresql)")
    return Path(found[-1]).parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class TemporaryPostgres:
    def __init__(self, *, max_connections: int = 200) -> None:
        self.bin = find_bin_dir()
        self.max_connections = max_connections
        self.root = Path(tempfile.mkdtemp(prefix="tabletop-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self._as_user: list[str] = []
        if os.geteuid() == 0:
            runuser = shutil.which("runuser")
            if runuser is None:
                raise PostgresUnavailable("running as root without runuser: cannot start PostgreSQL")
            self._as_user = [runuser, "-u", "postgres", "--"]
            shutil.chown(self.root, "postgres", "postgres")
            self.root.chmod(0o700)

    def _run(self, *args: str) -> None:
        result = subprocess.run([*self._as_user, *args], capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            raise RuntimeError(f"{Path(args[0]).name} failed: {result.stderr.strip() or result.stdout.strip()}")

    @property
    def dsn(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def start(self) -> str:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust",
                  "--encoding=UTF8", "--locale=C", "--no-sync")
        options = (f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.root} "
                   f"-c max_connections={self.max_connections} -c fsync=off -c synchronous_commit=off "
                   "-c full_page_writes=off -c shared_buffers=128MB")
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-l", str(self.root / "log"),
                  "-w", "-t", "60", "start")
        return self.dsn

    def dsn_for(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        """A new empty database on this server (one per test keeps tests apart); its address."""
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return self.dsn_for(name)

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> TemporaryPostgres:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
