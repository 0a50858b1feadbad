#===- cmake/TwillInstall.cmake - cmake --install and the CMake package ----===#
#
# `cmake --install build --prefix P` installs:
#   P/bin/twill                       the CLI
#   P/lib/LLVMTwill.so                the plugin for llc-19 / clang-19
#   P/lib/libTwill*.a, P/include/twill the library API (Twill::Twill)
#   P/lib/cmake/Twill/                find_package(Twill): TwillConfig.cmake,
#                                     its version file and TwillTargets.cmake
#   P/share/twill/machines/           the machine descriptions (*.td) and
#                                     their TableGen JSON dumps
#   P/share/doc/twill/                README.md and docs/
# Nothing in the installed tree names the build tree or the prefix: the
# machine descriptions are compiled into twill and the plugin (lib/Machines),
# which read no file at run time, and the package finds its files relative
# to TwillConfig.cmake, so the tree works wherever it is copied.
#
#===-----------------------------------------------------------------------===#
include(CMakePackageConfigHelpers)

set(TWILL_INSTALL_CMAKEDIR lib/cmake/Twill)

# Twill::Twill: every library of the API, with the install tree's headers.
add_library(TwillAPI INTERFACE)
set_target_properties(TwillAPI PROPERTIES EXPORT_NAME Twill)
target_link_libraries(TwillAPI INTERFACE TwillScheduler TwillCodegen TwillGauS
  TwillSolver TwillKernels TwillIO TwillVerifier TwillAnalysis TwillMachines
  TwillModel TwillVersion)
target_include_directories(TwillAPI INTERFACE $<INSTALL_INTERFACE:include>)

set(twill_libraries TwillScheduler TwillCodegen TwillGauS TwillSolver
    TwillKernels TwillIO TwillVerifier TwillAnalysis TwillMachines TwillModel
    TwillVersion)
install(TARGETS twill RUNTIME DESTINATION bin)
install(TARGETS LLVMTwill LIBRARY DESTINATION lib)
install(TARGETS ${twill_libraries} TwillAPI EXPORT TwillTargets
        ARCHIVE DESTINATION lib)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/twill DESTINATION include
        FILES_MATCHING PATTERN "*.h")
install(EXPORT TwillTargets NAMESPACE Twill:: DESTINATION ${TWILL_INSTALL_CMAKEDIR})

configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/TwillConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/TwillConfig.cmake
  INSTALL_DESTINATION ${TWILL_INSTALL_CMAKEDIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/TwillConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/TwillConfig.cmake
              ${CMAKE_BINARY_DIR}/cmake/TwillConfigVersion.cmake
        DESTINATION ${TWILL_INSTALL_CMAKEDIR})

file(GLOB twill_machine_tds CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/machines/*.td)
install(FILES ${twill_machine_tds} DESTINATION share/twill/machines)
install(DIRECTORY ${CMAKE_BINARY_DIR}/lib/Machines/ DESTINATION share/twill/machines
        FILES_MATCHING PATTERN "*.json" PATTERN "CMakeFiles" EXCLUDE)
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION share/doc/twill)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/ DESTINATION share/doc/twill/docs)
