// Package inplace reads files embedded in the program (go:embed) from the
// pages the program holds them in, without a copy, and gives those pages
// back to the kernel once read.
//
// embed.FS copies a file on every read, and a copy touches the pages around
// the file, which then stay resident; read in place, a file is used from its
// own pages, which Release then gives back. embed.FS keeps its list of files
// unexported, so it is read by reflection, by field name; should a Go
// release store it otherwise, no file is in place and files are read by
// copy, as embed.FS reads them.
package inplace

import (
	"embed"
	"reflect"
	"sync"
	"unsafe"
)

// Files are the files of one embedded file system.
type Files struct {
	fsys  *embed.FS
	files func() map[string]string // path to bytes, in place; nil if they cannot be found
	span  func() (lo, hi uintptr)  // whole pages within the files, confirmed read-only
}

// New reads fsys in place. Nothing is read until a file is asked for.
func New(fsys *embed.FS) *Files {
	f := &Files{fsys: fsys}
	f.files = sync.OnceValue(func() map[string]string {
		out := map[string]string{}
		if !readInPlace(fsys, out) {
			return nil
		}
		return out
	})
	f.span = sync.OnceValues(func() (lo, hi uintptr) { return spanOf(f.files()) })
	return f
}

// FS is the embedded file system itself, for walking and listing.
func (f *Files) FS() *embed.FS { return f.fsys }

// Read returns the bytes of an embedded file: in place when it can, else a
// copy. inplace reports which; bytes in place must never be written.
func (f *Files) Read(path string) (data []byte, inplace bool, err error) {
	if s, ok := f.files()[path]; ok {
		return unsafe.Slice(unsafe.StringData(s), len(s)), true, nil
	}
	data, err = f.fsys.ReadFile(path)
	return data, false, err
}

// Releasable reports whether Release gives pages back: the files were
// found in place and the kernel shows them mapped read-only.
func (f *Files) Releasable() bool {
	lo, hi := f.span()
	return lo < hi
}

func readInPlace(fsys *embed.FS, out map[string]string) bool {
	files := reflect.ValueOf(fsys).Elem().FieldByName("files")
	if !files.IsValid() || files.Kind() != reflect.Pointer || files.IsNil() || files.Elem().Kind() != reflect.Slice {
		return false
	}
	list := files.Elem()
	for i := range list.Len() {
		f := list.Index(i)
		if f.Kind() != reflect.Struct {
			return false
		}
		name, data := f.FieldByName("name"), f.FieldByName("data")
		if !name.IsValid() || !data.IsValid() || name.Kind() != reflect.String || data.Kind() != reflect.String {
			return false
		}
		out[name.String()] = data.String()
	}
	return true
}
