#!/usr/bin/env python3
"""Parameter groups (`optimizer net.body = ...;` in a train block): a group
whose optimizer is the block's trains exactly as no group does; a group
`SGD(lr = 0.0)` holds its layer exactly as `train net.head` does (the same
tensors, byte for byte, the body without optimizer state); a group with
another lr under a schedule trains and differs from both.

usage: optimizer_groups_test.py NETC
"""
import os
import subprocess
import sys
import tempfile

from checks import Checks, float_tensors, write_classes_csv

NETC = os.path.abspath(sys.argv[1])
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENV = dict(os.environ, NETC_STDLIB_PATH=os.path.join(ROOT, "stdlib"))
check = Checks()

PROGRAM = """import std.nn;
dataset d {{
  x: f32[4] = csv("data.csv", columns = [0, 1, 2, 3]);
  y: i64[]  = csv("data.csv", columns = [4]);
}}
model M() {{
  body = Linear(4, 8);
  head = Linear(8, 3);
  fn forward(x: f32[N, 4]) -> f32[N, 3] {{ return head(relu(body(x))); }}
}}
net = M();
train {trained} on d {{
  batch = 10, shuffle;
  loss = cross_entropy(net(batch.x), batch.y);
  optimizer = Adam(lr = 0.01);
  {group}
  {schedule}
  epochs = 3;
  seed = 5;
  checkpoint = "{name}.safetensors";
}}
"""


def run(d, name, trained="net", group="", schedule=""):
    with open(os.path.join(d, name + ".net"), "w") as f:
        f.write(PROGRAM.format(trained=trained, group=group, schedule=schedule, name=name))
    p = subprocess.run([NETC, "run", name + ".net", "--quiet"], cwd=d, env=ENV, capture_output=True, text=True,
                       timeout=300)
    check(name + " trains", p.returncode == 0, p.stdout + p.stderr)
    path = os.path.join(d, name + ".safetensors")
    return float_tensors(path)[1] if os.path.exists(path) else {}


with tempfile.TemporaryDirectory() as d:
    write_classes_csv(os.path.join(d, "data.csv"), 3, rows=60)
    plain = run(d, "plain")
    same = run(d, "same", group="optimizer net.body = Adam(lr = 0.01);")
    check("a group with the block's optimizer trains as no group does, byte for byte", plain == same,
          sorted(set(plain) ^ set(same)))
    held = run(d, "held", group="optimizer net.body = SGD(lr = 0.0);")
    head = run(d, "head", trained="net.head")
    check("a group with lr 0 holds its layer as training the head alone does, byte for byte", held == head,
          sorted(k for k in head if held.get(k) != head[k]))
    check("the held layer has no optimizer state", not any(k.startswith("optim.") and ".body." in k for k in held),
          sorted(held))
    slower = run(d, "slower", group="optimizer net.body = Adam(lr = 0.001);", schedule="schedule = cosine();")
    check("a group with its own lr trains otherwise", slower and slower != plain and
          slower["net.body.weight"] != plain["net.body.weight"], "")
check.finish()
