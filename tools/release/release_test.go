package release

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/mancheck"
)

// A release's platforms: each has an archive; Linux's also a .deb.
var platforms = []struct{ goos, goarch, name string }{
	{"linux", "amd64", "linux_amd64"}, {"linux", "arm64", "linux_arm64"},
	{"darwin", "amd64", "macos_amd64"}, {"darwin", "arm64", "macos_arm64"},
	{"windows", "amd64", "windows_amd64"}, {"windows", "arm64", "windows_arm64"},
}

// dist is the folder scripts/release made, and what the release is.
type dist struct {
	dir     string
	version string // 1.2.0, 0.0.1-snapshot
	line    string // what anna --version must say in English
	deLine  string // and in German
	docs    map[string][]byte
}

func openDist(t *testing.T) dist {
	t.Helper()
	dir := os.Getenv("ANNA_RELEASE_DIST")
	if dir == "" {
		t.Skip("ANNA_RELEASE_DIST is not set: scripts/test sets it after scripts/release")
	}
	var meta struct{ Version string }
	if err := json.Unmarshal(read(t, filepath.Join(dir, "metadata.json")), &meta); err != nil || meta.Version == "" {
		t.Fatalf("dist/metadata.json: %v, version %q", err, meta.Version)
	}
	d := dist{dir: dir, version: meta.Version, docs: map[string][]byte{}}
	// The commit and its day as GoReleaser put them into the build
	// (.FullCommit, .CommitDate), and whether the tree had changes.
	out := git(t, "log", "-1", "--format=%H %cI")
	hash, when, _ := strings.Cut(strings.TrimSpace(out), " ")
	at, err := time.Parse(time.RFC3339, when)
	if err != nil {
		t.Fatal(err)
	}
	day := at.UTC().Format(time.DateOnly)
	d.line = "anna " + d.version + ", built from commit " + hash[:12] + " of " + day
	d.deLine = "anna " + d.version + ", gebaut aus Commit " + hash[:12] + " vom " + day
	if strings.TrimSpace(git(t, "status", "--porcelain")) != "" {
		d.line += ", with changes not committed"
		d.deLine += ", mit noch nicht committeten Änderungen"
	}
	for _, name := range []string{"README.md", "LICENSE"} {
		d.docs[name] = read(t, filepath.Join("..", "..", name))
	}
	docs, _ := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	for _, f := range docs {
		d.docs["docs/"+filepath.Base(f)] = read(t, f)
	}
	if len(docs) == 0 || d.docs["docs/windows.md"] == nil || d.docs["docs/macos.md"] == nil {
		t.Fatalf("docs/*.md: %d files, windows.md and macos.md among them?", len(docs))
	}
	return d
}

// TestReleaseFiles: dist holds each platform's archive and the two Debian
// packages, nothing else is listed in checksums.txt, and every checksum
// is right. The sizes are logged (go test -v).
func TestReleaseFiles(t *testing.T) {
	d := openDist(t)
	sums := checksums(t, d)
	var want []string
	for _, p := range platforms {
		want = append(want, archiveName(d, p.name, p.goos))
	}
	debs, _ := filepath.Glob(filepath.Join(d.dir, "*.deb"))
	for _, deb := range debs {
		want = append(want, filepath.Base(deb))
	}
	if len(debs) != 2 {
		t.Errorf("%d .deb files in %s, want 2 (amd64, arm64): %v", len(debs), d.dir, debs)
	}
	var got []string
	for name := range sums {
		got = append(got, name)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("checksums.txt lists %v, want %v", got, want)
	}
	for _, name := range want {
		data := read(t, filepath.Join(d.dir, name))
		sum := sha256.Sum256(data)
		if hex.EncodeToString(sum[:]) != sums[name] {
			t.Errorf("%s: checksum %x, checksums.txt says %s", name, sum, sums[name])
		}
		t.Logf("%-45s %5.1f MB", name, float64(len(data))/1e6)
	}
}

// TestArchives: each archive holds anna for its system and processor (a
// console program for Windows, static for Linux), the README, the licence
// and the guides as the repository has them, and, but for Windows, the
// man page. Windows' zip has its files at the top (Explorer's "Extract
// all" makes the folder); a tar's are in one folder named as the archive.
func TestArchives(t *testing.T) {
	d := openDist(t)
	for _, p := range platforms {
		t.Run(p.name, func(t *testing.T) {
			name := archiveName(d, p.name, p.goos)
			files := unpack(t, filepath.Join(d.dir, name))
			want := map[string]bool{}
			for doc := range d.docs {
				want[doc] = true
			}
			bin := "anna"
			if p.goos == "windows" {
				bin = "anna.exe"
			} else {
				want["man/man1/anna.1.gz"] = true
			}
			want[bin] = true
			for f := range files {
				if !want[f.name] {
					t.Errorf("%s holds %s, which it should not", name, f.name)
				}
				delete(want, f.name)
				if doc, ok := d.docs[f.name]; ok && !bytes.Equal(f.data, doc) {
					t.Errorf("%s: %s differs from the repository's", name, f.name)
				}
				if f.name == bin {
					checkBinary(t, p.goos, p.goarch, f.data)
					if p.goos != "windows" && f.mode&0o111 != 0o111 {
						t.Errorf("%s: %s has mode %o, not executable", name, bin, f.mode)
					}
				}
			}
			for f := range want {
				t.Errorf("%s lacks %s", name, f)
			}
		})
	}
}

// TestDebianPackage: each .deb is anna for its processor, with /usr/bin/anna,
// the README and guides in /usr/share/doc/anna, the licence as Debian's
// copyright file, and the man page, all root's, the program 0755 and the
// rest 0644; its control fields name the package, the version and what it
// needs (glibc) and recommends. The one for this computer's processor says its version, in
// English and German, and man reads its page without a warning.
func TestDebianPackage(t *testing.T) {
	d := openDist(t)
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skip("dpkg-deb is not installed (Debian's dpkg)")
	}
	debs, _ := filepath.Glob(filepath.Join(d.dir, "*.deb"))
	for _, deb := range debs {
		t.Run(filepath.Base(deb), func(t *testing.T) {
			fields := strings.Split(run(t, "dpkg-deb", "-f", deb, "Package", "Version", "Architecture", "Maintainer", "Depends", "Recommends", "Section"), "\n")
			control := map[string]string{}
			for _, f := range fields {
				if k, v, ok := strings.Cut(f, ": "); ok {
					control[k] = v
				}
			}
			goarch := control["Architecture"]
			if control["Package"] != "anna" || control["Version"] != strings.ReplaceAll(d.version, "-", "~") ||
				(goarch != "amd64" && goarch != "arm64") || control["Maintainer"] == "" || control["Depends"] != "libc6" ||
				!strings.Contains(control["Recommends"], "espeak-ng") || control["Section"] != "games" {
				t.Errorf("control fields %q", control)
			}
			files := map[string]file{}
			for f := range readTar(t, strings.NewReader(run(t, "dpkg-deb", "--fsys-tarfile", deb))) {
				files[strings.TrimPrefix(f.name, "./")] = f
			}
			want := map[string][]byte{"usr/bin/anna": nil, "usr/share/man/man1/anna.1.gz": nil,
				"usr/share/doc/anna/copyright": d.docs["LICENSE"], "usr/share/doc/anna/README.md": d.docs["README.md"]}
			for doc, data := range d.docs {
				if strings.HasPrefix(doc, "docs/") {
					want["usr/share/doc/anna/"+doc] = data
				}
			}
			for name, f := range files {
				content, ok := want[name]
				switch {
				case !ok:
					t.Errorf("the package installs %s, which it should not", name)
				case content != nil && !bytes.Equal(f.data, content):
					t.Errorf("%s differs from the repository's", name)
				case f.uid != 0 || f.gid != 0:
					t.Errorf("%s is owned by %d:%d, not root", name, f.uid, f.gid)
				case name == "usr/bin/anna" && f.mode != 0o755, name != "usr/bin/anna" && f.mode != 0o644:
					t.Errorf("%s has mode %o", name, f.mode)
				}
				delete(want, name)
			}
			for name := range want {
				t.Errorf("the package lacks %s", name)
			}
			checkBinary(t, "linux", goarch, files["usr/bin/anna"].data)
			checkManPage(t, d, files["usr/share/man/man1/anna.1.gz"].data)
			if goarch == runtime.GOARCH && runtime.GOOS == "linux" {
				checkVersion(t, d, files["usr/bin/anna"].data)
			}
		})
	}
}

// TestLinuxArchiveRuns: the Linux archive's anna for this computer says
// its version, the commit and the commit's day.
func TestLinuxArchiveRuns(t *testing.T) {
	d := openDist(t)
	if runtime.GOOS != "linux" || (runtime.GOARCH != "amd64" && runtime.GOARCH != "arm64") {
		t.Skipf("no Linux archive runs on %s/%s", runtime.GOOS, runtime.GOARCH)
	}
	for f := range unpack(t, filepath.Join(d.dir, archiveName(d, "linux_"+runtime.GOARCH, "linux"))) {
		if f.name == "anna" {
			checkVersion(t, d, f.data)
			return
		}
	}
	t.Fatal("no anna in the archive")
}

// checkVersion runs the program data as a player would and compares its
// --version with the release's, in English and German.
func checkVersion(t *testing.T, d dist, data []byte) {
	t.Helper()
	dir := t.TempDir()
	bin := filepath.Join(dir, "anna")
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ lang, want string }{{"C.UTF-8", d.line}, {"de_DE.UTF-8", d.deLine}} {
		cmd := exec.Command(bin, "--version")
		cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_CONFIG_HOME=", "ANNA_LANG=", "LC_ALL=", "LC_MESSAGES=", "LANG="+tt.lang)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil || string(out) != tt.want+"\n" || stderr.Len() > 0 {
			t.Errorf("LANG=%s anna --version: %v, stdout %q, stderr %q; want %q", tt.lang, err, out, stderr.String(), tt.want)
		}
	}
}

// checkBinary: data is an executable for goos and goarch.
func checkBinary(t *testing.T, goos, goarch string, data []byte) {
	t.Helper()
	r := bytes.NewReader(data)
	switch goos {
	case "linux":
		f, err := elf.NewFile(r)
		if err != nil {
			t.Fatalf("not ELF: %v", err)
		}
		want := map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}[goarch]
		if f.Machine != want || f.Type != elf.ET_EXEC {
			t.Errorf("ELF for %v (%v), want an executable for %v", f.Machine, f.Type, want)
		}
		// oto loads ALSA's library at run time (purego, no cgo), so anna
		// asks for glibc's loader and the libraries every glibc system
		// has; a library beyond those (cgo's) would keep it from running
		// where that library is not installed.
		interp := map[string]string{"amd64": "/lib64/ld-linux-x86-64.so.2", "arm64": "/lib/ld-linux-aarch64.so.1"}[goarch]
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP {
				b := make([]byte, p.Filesz)
				if _, err := p.ReadAt(b, 0); err != nil || strings.TrimRight(string(b), "\x00") != interp {
					t.Errorf("the program interpreter is %q, want glibc's %s", b, interp)
				}
			}
		}
		libs, err := f.ImportedLibraries()
		if err != nil {
			t.Fatal(err)
		}
		for _, lib := range libs {
			if lib != "libc.so.6" && lib != "libdl.so.2" && lib != "libpthread.so.0" {
				t.Errorf("needs %s, which not every Linux has", lib)
			}
		}
	case "darwin":
		f, err := macho.NewFile(r)
		if err != nil {
			t.Fatalf("not Mach-O: %v", err)
		}
		want := map[string]macho.Cpu{"amd64": macho.CpuAmd64, "arm64": macho.CpuArm64}[goarch]
		if f.Cpu != want || f.Type != macho.TypeExec {
			t.Errorf("Mach-O for %v (%v), want an executable for %v", f.Cpu, f.Type, want)
		}
	case "windows":
		f, err := pe.NewFile(r)
		if err != nil {
			t.Fatalf("not PE: %v", err)
		}
		want := map[string]uint16{"amd64": pe.IMAGE_FILE_MACHINE_AMD64, "arm64": pe.IMAGE_FILE_MACHINE_ARM64}[goarch]
		oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
		if f.Machine != want || !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_CUI {
			t.Errorf("PE for machine %#x, want %#x, a console program", f.Machine, want)
		}
	}
}

// checkManPage: the page names this release, and man reads it without a
// warning (the check lintian makes of a Debian package's pages).
func checkManPage(t *testing.T, d dist, gz []byte) {
	t.Helper()
	page, err := mancheck.Gunzip(gz)
	// The header's "anna 0.0.1-snapshot", its hyphens roff's \-.
	header := `"anna ` + strings.ReplaceAll(d.version, "-", `\-`) + `"`
	if err != nil || !strings.Contains(page, header) || !strings.Contains(page, `\fB\-\-version\fR`) {
		t.Errorf("%v: the man page does not name anna %s, or lacks --version:\n%.300s", err, d.version, page)
	}
	file := filepath.Join(t.TempDir(), "anna.1.gz")
	if err := os.WriteFile(file, gz, 0o644); err != nil {
		t.Fatal(err)
	}
	warnings, err := mancheck.Warnings(file)
	if errors.Is(err, mancheck.ErrNoMan) {
		t.Log(err)
		return
	}
	if err != nil || warnings != "" {
		t.Errorf("man --warnings -l anna.1.gz: %v\n%s", err, warnings)
	}
}

// file is one file of an archive.
type file struct {
	name     string
	mode     os.FileMode
	uid, gid int
	data     []byte
}

// unpack yields an archive's files, named as inside it without the
// folder a tar wraps them in (which must be the archive's name).
func unpack(t *testing.T, archive string) func(func(file) bool) {
	t.Helper()
	if strings.HasSuffix(archive, ".zip") {
		z, err := zip.OpenReader(archive)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { z.Close() })
		return func(yield func(file) bool) {
			for _, f := range z.File {
				r, err := f.Open()
				if err != nil {
					t.Fatal(err)
				}
				data, err := io.ReadAll(r)
				r.Close()
				if err != nil {
					t.Fatal(err)
				}
				if !yield(file{name: f.Name, mode: f.Mode(), data: data}) {
					return
				}
			}
		}
	}
	z, err := gzip.NewReader(bytes.NewReader(read(t, archive)))
	if err != nil {
		t.Fatal(err)
	}
	folder := strings.TrimSuffix(filepath.Base(archive), ".tar.gz") + "/"
	return func(yield func(file) bool) {
		for f := range readTar(t, z) {
			name, ok := strings.CutPrefix(f.name, folder)
			if !ok {
				t.Errorf("%s: %s is outside the folder %s", archive, f.name, folder)
			}
			f.name = name
			if !yield(f) {
				return
			}
		}
	}
}

// readTar yields a tar's regular files.
func readTar(t *testing.T, r io.Reader) func(func(file) bool) {
	t.Helper()
	tr := tar.NewReader(r)
	return func(yield func(file) bool) {
		for {
			h, err := tr.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if h.Typeflag == tar.TypeDir {
				continue
			}
			if h.Typeflag != tar.TypeReg {
				t.Errorf("%s is not a regular file (type %c)", h.Name, h.Typeflag)
				continue
			}
			data, err := io.ReadAll(tr)
			if err != nil {
				t.Fatal(err)
			}
			if !yield(file{name: path.Clean(h.Name), mode: os.FileMode(h.Mode).Perm(), uid: h.Uid, gid: h.Gid, data: data}) {
				return
			}
		}
	}
}

// archiveName is a platform's archive, as .goreleaser.yaml names it.
func archiveName(d dist, platform, goos string) string {
	ext := ".tar.gz"
	if goos == "windows" {
		ext = ".zip"
	}
	return "anna_" + d.version + "_" + platform + ext
}

// checksums reads checksums.txt: "HEX  NAME" a line.
func checksums(t *testing.T, d dist) map[string]string {
	t.Helper()
	sums := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(read(t, filepath.Join(d.dir, "checksums.txt"))))
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok || len(sum) != 64 {
			t.Fatalf("checksums.txt: %q is not a SHA-256 and a name", sc.Text())
		}
		sums[name] = sum
	}
	return sums
}

func git(t *testing.T, args ...string) string {
	t.Helper()
	return run(t, "git", append([]string{"-C", filepath.Join("..", "..")}, args...)...)
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return string(out)
}

func read(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
