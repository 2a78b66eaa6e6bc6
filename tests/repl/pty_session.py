"""Sessions on a pseudo-terminal, for tests/repl/pty/NAME.in: netc runs on a
pty of a given width, keys are typed as a person types them, and what the
terminal then shows (the screen, rendered by a small VT100 emulator, every
row that scrolled by included) is the transcript compared with NAME.out.

A NAME.in is lines typed at the REPL, each ended with Enter once the prompt
(`netc> ` or `  ... `) is shown; in a line,
  <Tab>  <C-c>  <C-d>   those keys (a line ending in <C-c> or <C-d> gets no Enter)
  <busy>                (at a line's start: typed without waiting for the prompt)
                        waits until netc has used half a second of CPU since the
                        last Enter: a computation is running, for Ctrl-C to stop
and header lines, first:
  #! columns N          the terminal's width (80 when not said)
  #! run ARGS...        runs `netc run ARGS...` instead of the REPL, with no
                        input; durations and rates are shown as `T` and `R`
                        (they vary from run to run)
Sessions run in the source tree's root, with $HOME an empty directory (no
history file of the user's is read or written).
"""
import fcntl
import os
import pty
import re
import select
import signal
import struct
import tempfile
import termios
import time

PROMPTS = ("netc> ", "  ... ")


class Screen:
    """What a VT100-like terminal of `columns` shows: rows of characters,
    with the auto-wrap of a real terminal (a line longer than the width goes
    on in the next row) and the escape sequences libedit sends. Rows that
    scroll off are kept."""

    def __init__(self, columns):
        self.columns = columns
        self.rows = [[]]
        self.r = self.c = 0
        self.wrap = False  # the cursor is past the last column (xterm's pending wrap)

    def _row(self):
        while len(self.rows) <= self.r:
            self.rows.append([])
        return self.rows[self.r]

    def _put(self, ch):
        if self.wrap:
            self.r, self.c, self.wrap = self.r + 1, 0, False
        row = self._row()
        row.extend(" " * (self.c + 1 - len(row)))
        row[self.c] = ch
        if self.c == self.columns - 1:
            self.wrap = True
        else:
            self.c += 1

    def _csi(self, params, final):
        nums = [int(p) if p.isdigit() else 0 for p in params.lstrip("?").split(";")] if params else []
        n = nums[0] if nums and nums[0] > 0 else 1
        row = self._row()
        if final == "K":
            mode = nums[0] if nums else 0
            if mode == 0:
                del row[self.c:]
            elif mode == 1:
                row[: self.c + 1] = " " * min(len(row), self.c + 1)
            else:
                row.clear()
        elif final == "J":
            if (nums[0] if nums else 0) == 0:
                del row[self.c:]
                del self.rows[self.r + 1:]
        elif final == "C":
            self.c = min(self.columns - 1, self.c + n)
        elif final == "D":
            self.c = max(0, self.c - n)
        elif final == "A":
            self.r = max(0, self.r - n)
        elif final == "B":
            self.r += n
        elif final == "G":
            self.c = min(self.columns - 1, n - 1)
        elif final == "P":
            del row[self.c:self.c + n]
        elif final == "@":
            row[self.c:self.c] = " " * n
        elif final in "mhl":
            return  # colours, modes
        else:
            raise ValueError(f"escape sequence ESC [{params}{final} is not emulated")
        if final != "m":
            self.wrap = False

    def feed(self, text):
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\x1b":
                m = re.match(r"\x1b\[([0-9;?]*)([A-Za-z@])", text[i:])
                if m:
                    self._csi(m.group(1), m.group(2))
                    i += m.end()
                    continue
                i += 2  # ESC = , ESC > (keypad modes)
                continue
            if ch == "\r":
                self.c, self.wrap = 0, False
            elif ch == "\n":
                self.r, self.wrap = self.r + 1, False
                self._row()
            elif ch == "\b":
                self.c, self.wrap = max(0, self.c - 1), False
            elif ch == "\t":
                self.c = min(self.columns - 1, (self.c // 8 + 1) * 8)
            elif ch == "\a" or ord(ch) < 32:
                pass
            else:
                self._put(ch)
            i += 1

    def text(self):
        lines = ["".join(r).rstrip() for r in self.rows]
        while lines and not lines[-1]:
            lines.pop()
        return "".join(line + "\n" for line in lines)


class Pty:
    def __init__(self, argv, columns, cwd, env):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
            os.chdir(cwd)
            os.execve(argv[0], argv, env)
        self.raw = b""

    def read(self, timeout):
        r, _, _ = select.select([self.fd], [], [], timeout)
        if not r:
            return False
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # the pty's last writer ended
            return None
        if not data:
            return None
        self.raw += data
        return True

    def text(self):
        return self.raw.decode(errors="replace")

    def wait_for(self, done, timeout=120):
        end = time.time() + timeout
        while not done(self.text()):
            if time.time() > end or self.read(0.1) is None:
                return False
        return True

    def cpu_seconds(self):
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def finish(self, timeout=120):
        """The exit status, reading what is left; killed after `timeout`."""
        end = time.time() + timeout
        while time.time() < end:
            if self.read(0.1) is None:
                break
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                while self.read(0.1):
                    pass
                return os.waitstatus_to_exitcode(status)
        else:
            os.kill(self.pid, signal.SIGKILL)
        return os.waitstatus_to_exitcode(os.waitpid(self.pid, 0)[1])


KEYS = {"<Tab>": b"\t", "<C-c>": b"\x03", "<C-d>": b"\x04"}


def run(netc, script, root):
    """The transcript of the session `script` (a NAME.in's text)."""
    lines = script.splitlines()
    columns, run_args = 80, None
    while lines and lines[0].startswith("#!"):
        words = lines.pop(0)[2:].split()
        if words[0] == "columns":
            columns = int(words[1])
        elif words[0] == "run":
            run_args = words[1:]
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, TERM="vt100", NETC_STDLIB_PATH=os.path.join(root, "stdlib"))
        argv = [netc, "run"] + run_args if run_args is not None else [netc, "repl"]
        p = Pty(argv, columns, root, env)
        if run_args is None:
            drive(p, lines)
        status = p.finish()
    screen = Screen(columns)
    screen.feed(p.text())
    shown = re.sub(r"^netc \S+ —", "netc VERSION —", screen.text())
    if run_args is not None:
        shown = re.sub(r"\b(\d+h\d\dm|\d+m\d\ds|\d+s)\b", "T", shown)
        shown = re.sub(r"\b\d+ ex/s\b", "R ex/s", shown)
    return shown + f"exit: {status}\n"


def settle(p):
    """Until nothing more is shown for 0.3 seconds."""
    end = time.time() + 30
    while p.read(0.3) and time.time() < end:
        pass


def drive(p, lines):
    entered = 0  # where the output after the last Enter begins
    busy_from = 0.0
    for line in lines:
        if not line.startswith("<busy>"):
            if not p.wait_for(lambda out: out[entered:].endswith(PROMPTS)):
                return
            time.sleep(0.2)  # as a person types: libedit has its keys on
        parts = re.split(r"(<[^<>\s]+>)", line)
        for k, part in enumerate(parts):
            if part in ("<C-c>", "<C-d>") and any(parts[:k]) and "<busy>" not in parts[:k]:
                settle(p)  # a signal does not wait for the keys before it: they are shown first
            if part in KEYS:
                os.write(p.fd, KEYS[part])
            elif part == "<busy>":
                end = time.time() + 60
                while p.cpu_seconds() - busy_from < 0.5 and time.time() < end:
                    p.read(0.05)
            elif part:
                os.write(p.fd, part.encode())
        if not line.endswith(("<C-c>", "<C-d>")):
            p.read(0.05)
            entered = len(p.text())
            busy_from = p.cpu_seconds()
            os.write(p.fd, b"\r")
        else:
            entered = len(p.text())
