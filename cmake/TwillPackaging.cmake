#===- cmake/TwillPackaging.cmake - cpack -G DEB ---------------------------===#
#
# `cpack -G DEB` (in the build tree) packages what `cmake --install` installs,
# under /usr. Depends names the Debian packages of the shared libraries that
# bin/twill and lib/LLVMTwill.so load (the ctest `package-deb` checks every
# NEEDED entry against this list) and of CBC, which lib/Twill loads with
# dlopen; the plugin is for Debian's llc-19 and clang-19 (Recommends); the
# library API (headers, static libraries, find_package(Twill)) needs the -dev
# packages in Suggests.
#
#===-----------------------------------------------------------------------===#
set(CPACK_PACKAGE_NAME twill)
set(CPACK_PACKAGE_VENDOR "the twill project")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Optimal software pipelining and warp specialization for tensor-core GPU loops")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "twill developers <twill@localhost>")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6, libstdc++6, libgcc-s1, libllvm${LLVM_VERSION_MAJOR}, libz3-4, libcolamd2, libtinyxml2-9, coinor-libcbc3")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "llvm-${LLVM_VERSION_MAJOR}, clang-${LLVM_VERSION_MAJOR}")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS
    "llvm-${LLVM_VERSION_MAJOR}-dev, libz3-dev, liblpsolve55-dev, libeigen3-dev, libtinyxml2-dev, libcolamd2, cmake")
set(CPACK_GENERATOR DEB)
include(CPack)
