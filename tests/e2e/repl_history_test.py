#!/usr/bin/env python3
"""`netc repl` on a terminal (a pseudo-terminal here) writes each input to
~/.netc_history as it is entered: a session killed from outside (SIGKILL:
no clean exit) loses none of it.

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

check.finish()
