"""A minimal WebDriver client (Python 3 standard library only) for headless Chromium through
chromedriver: enough to load a page, run a script, press real keys (the Actions API), read the
browser's console log and take screenshots. Used by browser_test.py and screenshots.py."""

import base64
import json
import os
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request

# Exit code ctest reads as "skipped" (SKIP_RETURN_CODE in tests/viewer/CMakeLists.txt).
SKIP = 77

KEYS = {
    'ArrowLeft': '\ue012',
    'ArrowRight': '\ue014',
    'Home': '\ue011',
    'End': '\ue010',
    'Shift': '\ue008',
}


def find_browser():
    """(chromium, chromedriver) paths, or None with the reason."""
    chromium = shutil.which('chromium') or shutil.which('chromium-browser')
    driver = shutil.which('chromedriver')
    if not chromium or not driver:
        missing = [name for name, path in (('chromium', chromium), ('chromedriver', driver))
                   if not path]
        return None, ('not found: ' + ', '.join(missing) +
                      ' (Debian: apt-get install chromium chromium-driver; .ci/deps installs them)')
    return (chromium, driver), None


def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


class Browser:
    """One chromedriver process and one headless Chromium session."""

    def __init__(self, chromium, driver, width=1400, height=1000):
        self.port = free_port()
        self.process = subprocess.Popen([driver, '--port=%d' % self.port],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = 'http://127.0.0.1:%d' % self.port
        deadline = time.time() + 20
        while True:
            try:
                if self._call('GET', '/status')['value'].get('ready'):
                    break
            except (OSError, urllib.error.URLError):
                pass
            if time.time() > deadline:
                self.close()
                raise RuntimeError('chromedriver did not start')
            time.sleep(0.05)
        capabilities = {
            'browserName': 'chrome',
            'goog:chromeOptions': {
                'binary': chromium,
                'args': ['--headless=new', '--no-sandbox', '--disable-gpu',
                         '--disable-dev-shm-usage', '--window-size=%d,%d' % (width, height),
                         '--no-first-run', '--no-default-browser-check'],
            },
            'goog:loggingPrefs': {'browser': 'ALL'},
        }
        try:
            session = self._call('POST', '/session',
                                 {'capabilities': {'alwaysMatch': capabilities}})
        except Exception:
            self.close()
            raise
        self.session = '/session/' + session['value']['sessionId']

    def _call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={'Content-Type': 'application/json'})
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return json.loads(response.read())
        except urllib.error.HTTPError as error:
            raise RuntimeError('%s %s: %s' % (method, path, error.read().decode()[:2000]))

    def open(self, url):
        self._call('POST', self.session + '/url', {'url': url})

    def run(self, script, *args):
        """The value of `script` (a function body: `return ...`) run in the page."""
        return self._call('POST', self.session + '/execute/sync',
                          {'script': script, 'args': list(args)})['value']

    def press(self, key, shift=False):
        """A real key press (keyDown and keyUp through the Actions API)."""
        value = KEYS.get(key, key)
        actions = []
        if shift:
            actions.append({'type': 'keyDown', 'value': KEYS['Shift']})
        actions += [{'type': 'keyDown', 'value': value}, {'type': 'keyUp', 'value': value}]
        if shift:
            actions.append({'type': 'keyUp', 'value': KEYS['Shift']})
        self._call('POST', self.session + '/actions',
                   {'actions': [{'type': 'key', 'id': 'keyboard', 'actions': actions}]})
        self._call('DELETE', self.session + '/actions')

    def console(self):
        """The browser console's entries since the last call: [{level, message}, ...]."""
        return self._call('POST', self.session + '/se/log', {'type': 'browser'})['value']

    def screenshot(self, path):
        png = base64.b64decode(self._call('GET', self.session + '/screenshot')['value'])
        with open(path, 'wb') as f:
            f.write(png)

    def resize(self, width, height):
        self._call('POST', self.session + '/window/rect', {'width': width, 'height': height})

    def element_screenshot(self, selector, path):
        """A PNG of the first element `selector` (CSS) matches."""
        found = self._call('POST', self.session + '/element',
                           {'using': 'css selector', 'value': selector})['value']
        element = next(iter(found.values()))
        png = base64.b64decode(
            self._call('GET', self.session + '/element/%s/screenshot' % element)['value'])
        with open(path, 'wb') as f:
            f.write(png)

    def close(self):
        try:
            if getattr(self, 'session', None):
                self._call('DELETE', self.session)
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def file_url(path):
    return 'file://' + os.path.abspath(path)
