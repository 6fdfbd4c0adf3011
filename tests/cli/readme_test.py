#!/usr/bin/env python3
"""README.md's command examples, run (issue 31: the README had drifted from the output).

    readme_test.py BINARY SOURCE_DIR WORK [--update]

Every ```console block of README.md that follows a line `<!-- readme-test -->` is run: each
`$ ` line is a command for bash, run in WORK (made afresh; `samples` there is the source tree's
samples/, and `tcgjudge` on the PATH is BINARY), and the lines after it up to the next `$ ` line
are what it prints (stdout and stderr together). The blocks run in the README's order against one
WORK directory, so a later block sees what an earlier one stored, as a reader who types them in
order does. `<!-- readme-test: fresh -->` starts a new WORK directory first.

What differs from run to run is written the same on both sides before comparing: a judge key's
fingerprint (`key 0f4a65cd29798b72` is `key <fingerprint>`), the time a registration was taken
(`by J-0815 at 2026-11-27T18:40:00Z` is `by J-0815 at <time>`) and the demo store's absolute path.

With --update (or TJ_UPDATE_README=1) the blocks are rewritten with what the commands print,
for a deliberate change of the output; review the diff.
"""

import os
import re
import shutil
import subprocess
import sys

MARK = re.compile(r'^<!-- readme-test(?:: (fresh))? -->$')
KEY = re.compile(r'\bkey [0-9a-f]{16}\b')
# When a registration was taken (`registrations` prints it): the clock of the run.
TAKEN = re.compile(r'( by \S+ at )\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ')


def normalise(text):
    return TAKEN.sub(r'\1<time>', KEY.sub('key <fingerprint>', text))


def blocks(lines):
    """(mark line index, fresh, first command line index, end index) of each marked block."""
    found = []
    i = 0
    while i < len(lines):
        m = MARK.match(lines[i])
        if m and i + 1 < len(lines) and lines[i + 1] == '```console':
            end = i + 2
            while end < len(lines) and lines[end] != '```':
                end += 1
            found.append((i, m.group(1) == 'fresh', i + 2, end))
            i = end
        i += 1
    return found


def commands(lines, start, end):
    """[(command, [expected lines])] of the block lines[start:end]."""
    out = []
    for line in lines[start:end]:
        if line.startswith('$ '):
            out.append((line[2:], []))
        elif out:
            out[-1][1].append(line)
        else:
            raise ValueError('a console block starts with output, not a $ command: ' + line)
    return out


def fresh_work(work, source):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    os.symlink(os.path.join(source, 'samples'), os.path.join(work, 'samples'))


def main():
    args = [a for a in sys.argv[1:] if a != '--update']
    update = '--update' in sys.argv[1:] or os.environ.get('TJ_UPDATE_README') == '1'
    if len(args) != 3:
        print(__doc__)
        return 3
    binary, source, work = (os.path.abspath(a) for a in args)
    path_dir = work + '-bin'
    shutil.rmtree(path_dir, ignore_errors=True)
    os.makedirs(path_dir)
    os.symlink(binary, os.path.join(path_dir, 'tcgjudge'))
    env = dict(os.environ, PATH=path_dir + os.pathsep + os.environ.get('PATH', ''), NO_COLOR='1',
               LC_ALL='C.UTF-8')
    readme_path = os.path.join(source, 'README.md')
    with open(readme_path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    found = blocks(lines)
    if not found:
        print('README.md has no <!-- readme-test --> block')
        return 1
    failures = []
    ran = 0
    rewritten = list(lines)
    shift = 0
    fresh_work(work, source)
    for mark, fresh, start, end in found:
        if fresh:
            fresh_work(work, source)
        new_block = []
        for command, expected in commands(lines, start, end):
            done = subprocess.run(['bash', '-o', 'pipefail', '-c', command + ' 2>&1'], cwd=work,
                                  env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  stdin=subprocess.DEVNULL, timeout=300)
            ran += 1
            actual = done.stdout.decode('utf-8', 'replace').rstrip('\n')
            actual = actual.replace(work + '/', '')
            actual_lines = actual.split('\n') if actual else []
            new_block.append('$ ' + command)
            new_block.extend(actual_lines)
            if normalise('\n'.join(actual_lines)) != normalise('\n'.join(expected)):
                failures.append('README.md line %d: $ %s\n--- README\n%s\n+++ printed\n%s' % (
                    start + 1, command, '\n'.join(expected), '\n'.join(actual_lines)))
        rewritten[start + shift:end + shift] = new_block
        shift += len(new_block) - (end - start)
    if update:
        with open(readme_path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(rewritten))
        print('README.md: %d blocks rewritten from %d commands' % (len(found), ran))
        return 0
    for failure in failures:
        print(failure + '\n')
    print('%d README blocks, %d commands, %d differ from what they print' % (
        len(found), ran, len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
