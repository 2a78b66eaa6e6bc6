#!/usr/bin/env python3
"""A terminal resized while `netc run` is in the middle of a long step: the
progress line is drawn again at the new width at once (SIGWINCH), not only
at the next step's draw; a line narrowed so is the bar's narrow form, never
wider than the terminal; without a resize, nothing is drawn between steps.

The program's steps are slow on purpose: a loop of 256x256 products over
the input, which has no parameter before it (so no backward pass), takes
about a second or more a step; the test makes it longer until it does.

usage: progress_resize_test.py NETC
"""
import fcntl
import os
import re
import shutil
import struct
import sys
import tempfile
import termios
import time

from checks import Checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "repl"))
from pty_session import Pty  # noqa: E402

NETC = os.path.abspath(sys.argv[1])
ENV = dict(os.environ, TERM="vt100", NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()

PROGRAM = """
import std.nn;
dataset points {
  x: f32[2] = csv("points.csv", columns = [0, 1]);
  y: f32[1] = csv("points.csv", columns = [2]);
}
model Slow(n: int) {
  head = Linear(2, 1);
  fn forward(x: f32[N, 2]) -> f32[N, 1] {
    let h = tanh(matmul(x, ones(f32[2, 256]) * 0.5));
    for t in 0..n {
      let h = tanh(matmul(h, ones(f32[256, 256]) * 0.004));
    }
    return head(x) + mean(h, axis = 1, keepdims = true) * 0.001;
  }
}
net = Slow({n});
train net on points {
  batch     = 8;
  loss      = mse(net(batch.x), batch.y);
  optimizer = SGD(lr = 0.05);
  epochs    = 1;
}
"""


def draws(text):
    """The lines drawn in place: what each \\r starts, up to the next \\r or newline."""
    return [d for d in re.split(r"[\r\n]", text) if d.strip()]


def resize(fd, columns):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))


with tempfile.TemporaryDirectory() as d:
    shutil.copy(os.path.join(ROOT, "tests", "repl", "pty", "points.csv"), d)
    n = 20000
    for attempt in range(4):
        with open(os.path.join(d, "slow.net"), "w") as f:
            f.write(PROGRAM.replace("{n}", str(n)))
        p = Pty([NETC, "run", "slow.net", "--limit", "24"], 100, d, ENV)
        shown = p.wait_for(lambda out: "] 1/3 " in out, timeout=300)
        t1 = time.time()
        if not shown:
            check("the first step is drawn", False, p.text())
            break
        before = len(p.text())
        time.sleep(0.3)  # nothing is drawn between steps without a resize
        idle = p.text()[before:]
        resize(p.fd, 40)
        p.wait_for(lambda out: len(out) > before + len(idle), timeout=60)
        time.sleep(0.2)
        p.read(0.1)
        after = p.text()[before + len(idle):]
        status = p.finish()
        took = time.time() - t1
        first = draws(after)[0] if draws(after) else ""
        if "] 1/3 " not in first and took < 6 and attempt < 3:
            n *= 3  # the step ended before the redraw could be seen: a longer one
            continue
        check("without a resize nothing is drawn between steps", idle == "", repr(idle))
        check("the resize redraws the line of the step before it, at once", "] 1/3 " in first, repr(after))
        check("the redrawn line fits the 40 columns", 0 < len(first.rstrip()) <= 39, repr(first))
        check("the narrow form: epoch, a shorter bar, step and loss",
              re.match(r"epoch 1/1 \[[=> ]{1,23}\] 1/3 loss \d", first.strip()), repr(first))
        check("the run ends normally", status == 0, p.text())
        break

check.finish()
