package main

import (
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// TestViewsFileStaysSmall: issue 31's row 3, through the binary. 5,600
// new SSH keys had joined with the spectators' code: the views file held
// 5,601 lines, was written whole at each join (CPU per 1,000 joins 5.6 s,
// then 13.4 s), and was read at every later anna host. The host starts
// from such a file, and 300 new keys join (an SSH terminal each, the
// line view named on the command line): the first join writes the file
// anew, a line for each of the 1,000 keys used last; each join after
// appends one line. The next host remembers the keys used last, the new
// ones and the old ones after them, and asks an older key its view again.
// Under -short (the Windows lane: each join under Wine took half a second
// and more, minutes in all) 30 keys join: the file written anew, then
// appended to, as with 300.
func TestViewsFileStaysSmall(t *testing.T) {
	dir := t.TempDir()
	views := filepath.Join(dir, "config", "anna", "views")
	os.MkdirAll(filepath.Dir(views), 0o700)
	lines := []string{"# anna: the view (line or board), the language and the verbosity each SSH key chose"}
	var old []gossh.Signer
	for range 5600 {
		old = append(old, newKey())
		lines = append(lines, gossh.FingerprintSHA256(old[len(old)-1].PublicKey())+"\tline")
	}
	if err := os.WriteFile(views, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	h := startHostIn(t, dir)
	joins := 300
	if testing.Short() {
		joins = 30
	}
	var fresh []gossh.Signer
	cpu := h.cpu()
	for i := range joins {
		fresh = append(fresh, newKey())
		if _, err := watchIn(h.addr, h.watch, fresh[i], "line"); err != nil {
			t.Fatalf("join %d: %v", i+1, err)
		}
		if n := len(keyLines(t, views)); i > 0 && n != 1000+i {
			t.Fatalf("after join %d the file has %d lines, want %d: the first join's 1,000 and one a join", i+1, n, 1000+i)
		}
	}
	t.Logf("%d joins: %v of the host's CPU", joins, h.cpu()-cpu)
	h.stop()

	next := startHostIn(t, dir)
	for _, k := range []struct {
		name   string
		signer gossh.Signer
		known  bool
	}{{"the first new key", fresh[0], true}, {"the last new key", fresh[joins-1], true},
		{"the oldest old key kept", old[4600+joins], true}, {"the newest old key forgotten", old[4599+joins], false}} {
		seen, err := watchIn(next.addr, next.watch, k.signer, "")
		if err != nil {
			t.Fatalf("%s: %v", k.name, err)
		}
		if asked := strings.Contains(seen, "Which view do you want?"); asked == k.known {
			t.Errorf("%s: asked its view again: %v, want %v:\n%s", k.name, asked, !k.known, seen)
		}
	}
}

func newKey() gossh.Signer {
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	signer, _ := gossh.NewSignerFromKey(priv)
	return signer
}

// keyLines are the views file's lines of keys.
func keyLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines
}

// watchIn joins with an SSH key and the code to watch, in the view
// named on the command line ("": none), and leaves once seated, or asked
// the view; it returns what it saw.
func watchIn(addr, code string, signer gossh.Signer, view string) (string, error) {
	client, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "anna",
		Auth:            []gossh.AuthMethod{gossh.PublicKeys(signer), gossh.Password(code)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second})
	if err != nil {
		return "", err
	}
	defer client.Close()
	sess, err := client.NewSession()
	if err != nil {
		return "", err
	}
	out, _ := sess.StdoutPipe()
	if err := sess.RequestPty("xterm", 30, 100, gossh.TerminalModes{}); err != nil {
		return "", err
	}
	if err := sess.Start(strings.TrimSpace("watch " + view)); err != nil {
		return "", err
	}
	var seen strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := out.Read(buf)
		seen.Write(buf[:n])
		if s := seen.String(); strings.Contains(s, "You are watching.") || strings.Contains(s, "Which view do you want?") {
			return s, nil
		}
		if err != nil {
			return seen.String(), fmt.Errorf("never seated: %v", err)
		}
	}
}
