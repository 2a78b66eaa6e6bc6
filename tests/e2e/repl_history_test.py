#!/usr/bin/env python3
"""`netc repl` on a terminal (a pseudo-terminal here) writes each input to
~/.netc_history as it is entered: a session killed from outside (SIGKILL:
no clean exit) loses none of it. Ctrl-C drops the input being typed (one
line or several) and prompts again, keeping every name declared; Ctrl-D
then leaves with status 0. Tab completes names (without a space after them)
and `:commands` (with one).

usage: repl_history_test.py NETC
"""
import os
import pty
import select
import signal
import sys
import tempfile
import time

from checks import Checks

NETC = os.path.abspath(sys.argv[1])
check = Checks()


def read_until(fd, text, timeout=30):
    out, end = b"", time.time() + timeout
    while time.time() < end and text not in out.decode(errors="replace"):
        r, _, _ = select.select([fd], [], [], 0.1)
        if r:
            try:
                out += os.read(fd, 4096)
            except OSError:
                break
    return out.decode(errors="replace")


def type_in(fd, keys):
    """Keys as a person types them: a moment after the prompt appeared."""
    time.sleep(0.3)
    os.write(fd, keys)


with tempfile.TemporaryDirectory() as home:
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["HOME"] = home
        os.execv(NETC, [NETC, "repl"])
    read_until(fd, "netc> ")
    os.write(fd, b"x = ones(f32[2]);\n")
    out = read_until(fd, "tensor([1.0000, 1.0000])\r\nnetc> ")
    check("the input is evaluated", "tensor([1.0000, 1.0000])" in out, repr(out))
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    path = os.path.join(home, ".netc_history")
    text = open(path).read() if os.path.exists(path) else ""
    check("the history holds the input after a SIGKILL", "ones(f32[2]);" in text.replace("\\040", " "), repr(text))

    # Ctrl-C at the prompt: the input is dropped, the session goes on.
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["HOME"] = home
        os.execv(NETC, [NETC, "repl"])
    read_until(fd, "netc> ")
    type_in(fd, b"x = ones(f32[2]);\n")
    read_until(fd, "tensor([1.0000, 1.0000])\r\nnetc> ")
    type_in(fd, b"y = zeros(")
    read_until(fd, "y = zeros(", 5)
    type_in(fd, b"\x03")
    out = read_until(fd, "netc> ", 10)
    check("Ctrl-C at the prompt: a new prompt", "netc> " in out, repr(out))
    type_in(fd, b"model M() {\n")
    read_until(fd, "  ... ", 10)
    type_in(fd, b"\x03")
    out = read_until(fd, "netc> ", 10)
    check("Ctrl-C in a multi-line input: back to the first prompt", "netc> " in out, repr(out))
    type_in(fd, b"x;\n")
    out = read_until(fd, "tensor([1.0000, 1.0000])\r\nnetc> ", 30)
    check("Ctrl-C keeps what was declared", "tensor([1.0000, 1.0000])" in out, repr(out))
    type_in(fd, b"y;\n")
    out = read_until(fd, "UnknownName", 30)
    check("the dropped input was not evaluated", "unknown name" in out or "UnknownName" in out, repr(out))
    # Tab completes the session's names and :commands.
    type_in(fd, b"xylophone = ones(f32[3]);\n")
    read_until(fd, "tensor([1.0000, 1.0000, 1.0000])\r\nnetc> ", 30)
    type_in(fd, b":ty\t")
    type_in(fd, b"xylo\t\n")
    out = read_until(fd, "netc> ", 30)
    # A :command gets a space after it, a name none (`xylophone` then `.` or `(`).
    check("Tab completes :commands and names", "pe xylo" in out and "phone\r\n" in out and "\r\nf32[3] @ cpu" in out,
          repr(out))
    type_in(fd, b"\x04")
    status, end = None, time.time() + 20
    while status is None and time.time() < end:
        read_until(fd, "never", 0.2)
        done, st = os.waitpid(pid, os.WNOHANG)
        status = st if done else None
    if status is None:  # never a hang of the test
        os.kill(pid, signal.SIGKILL)
        status = os.waitpid(pid, 0)[1]
    check("Ctrl-D after Ctrl-C leaves with status 0", os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0,
          repr(status))

check.finish()
